import { type CouponOffer, isCouponActive, staffExpireCouponEndpoint } from '@shop/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { callApi } from '../../lib/api-client';
import { ConfirmDialog } from '../components/confirm-dialog';
import { formatRupees, formatWhen } from '../components/format';
import { COUPONS_KEY } from './coupons-query-key';

/** One offer in the console's list: its terms, its use, and Edit and Expire while it runs. */
export function OfferRow({ offer, onEdit }: { offer: CouponOffer; onEdit: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const expire = useMutation({
    mutationFn: () =>
      callApi(staffExpireCouponEndpoint, undefined, { params: { offerId: offer.id } }),
    onSettled: () => {
      setAsking(false);
      return queryClient.invalidateQueries({ queryKey: COUPONS_KEY });
    },
  });
  // Ended by hand, or by its last day passing (docs/api/staff-console.md#coupons).
  const ended = offer.expiredAt !== null || !isCouponActive(offer.validity);
  return (
    <tr>
      <th scope="row">
        {offer.code}{' '}
        {ended && (
          <Badge bg="secondary" className="ms-1">
            Expired
          </Badge>
        )}
      </th>
      <td data-label="Offer">{offer.description}</td>
      <td data-label="Off" className="admin-cell-short">
        {formatRupees(offer.amountOff)}
      </td>
      <td data-label="Minimum PC value" className="admin-cell-short">
        {offer.minPurchaseValue > 0 ? formatRupees(offer.minPurchaseValue) : 'None'}
      </td>
      <td data-label="Valid until">{offer.validity ? formatWhen(offer.validity) : 'No end'}</td>
      <td data-label="For" className="admin-wrap">
        {offer.target === 'all' ? 'Every customer' : offer.target}
      </td>
      <td data-label="Used" className="admin-cell-short">
        {offer.used} of {offer.issued}
      </td>
      <td className="text-nowrap admin-cell-short">
        {!ended && (
          <>
            <Button size="sm" variant="outline-primary" onClick={onEdit}>
              Edit <span className="visually-hidden">{offer.code}</span>
            </Button>{' '}
            <Button
              size="sm"
              variant="outline-danger"
              disabled={expire.isPending}
              onClick={() => setAsking(true)}
            >
              Expire <span className="visually-hidden">{offer.code}</span>
            </Button>
          </>
        )}
        <ConfirmDialog
          show={asking}
          title={`Expire ${offer.code}?`}
          confirmLabel="Expire the offer"
          cancelLabel="Keep it"
          pending={expire.isPending}
          onConfirm={() => expire.mutate()}
          onCancel={() => setAsking(false)}
        >
          <p className="mb-0">{expiryWords(offer)}</p>
        </ConfirmDialog>
        {expire.isError && (
          <div className="small text-danger" role="alert">
            {expire.error.message}
          </div>
        )}
      </td>
    </tr>
  );
}

/** What expiring does, in the words the confirmation uses. */
function expiryWords(offer: CouponOffer): string {
  const unused = offer.issued - offer.used;
  const stopping =
    unused === 0
      ? ''
      : unused === 1
        ? ', and its one unused coupon stops working'
        : `, and its ${unused} unused coupons stop working`;
  return `${offer.code} ends now: no customer can use it from this moment${stopping}. The console cannot start it again.`;
}
