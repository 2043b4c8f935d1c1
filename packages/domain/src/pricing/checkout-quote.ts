import type { CheckoutQuote } from '../contracts/checkout';
import { paiseToRupees } from '../money';
import type { CheckoutTotals } from './checkout-totals';

/** The checkout's totals as /quote answers them: rupees, with the exact paise beside each. */
export function checkoutQuote(totals: CheckoutTotals): CheckoutQuote {
  return {
    pcSubtotal: paiseToRupees(totals.pcSubtotalPaise),
    pcSubtotalPaise: totals.pcSubtotalPaise,
    addonSubtotal: paiseToRupees(totals.addonSubtotalPaise),
    addonSubtotalPaise: totals.addonSubtotalPaise,
    couponApplies: totals.couponApplies,
    couponDiscount: paiseToRupees(totals.couponDiscountPaise),
    couponDiscountPaise: totals.couponDiscountPaise,
    total: paiseToRupees(totals.totalPaise),
    totalPaise: totals.totalPaise,
    taxableValue: paiseToRupees(totals.taxableValuePaise),
    taxableValuePaise: totals.taxableValuePaise,
    gst: paiseToRupees(totals.gstPaise),
    gstPaise: totals.gstPaise,
    platformFee: paiseToRupees(totals.platformFeePaise),
    platformFeePaise: totals.platformFeePaise,
    grandTotal: paiseToRupees(totals.grandTotalPaise),
    grandTotalPaise: totals.grandTotalPaise,
  };
}

/** A /quote answer back as the totals it was made from, read from its exact paise. */
export function totalsOfQuote(quote: CheckoutQuote): CheckoutTotals {
  return {
    pcSubtotalPaise: quote.pcSubtotalPaise,
    addonSubtotalPaise: quote.addonSubtotalPaise,
    couponApplies: quote.couponApplies,
    couponDiscountPaise: quote.couponDiscountPaise,
    totalPaise: quote.totalPaise,
    taxableValuePaise: quote.taxableValuePaise,
    gstPaise: quote.gstPaise,
    platformFeePaise: quote.platformFeePaise,
    grandTotalPaise: quote.grandTotalPaise,
  };
}
