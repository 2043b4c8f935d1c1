import {
  type Catalogue,
  catalogueSchema,
  optionsFor,
  SELECTION_FIELDS,
  type Selection,
  selectField,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { signUpAndVerify, type TestVisitor } from './accounts';
import { waitForOutboxMessage } from './dev-outbox';

/** A call with the page's own session cookie and the shop's Origin (the origin check). */
async function postAs<T>(page: Page, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(`${baseURL}${path}`, {
    headers: { origin: baseURL },
    data,
  });
  if (!response.ok()) {
    throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** The signed-in user's id, as the session cookie says. */
export async function sessionUserId(page: Page, baseURL: string): Promise<string> {
  const { user_id } = await postAs<{ user_id?: string }>(page, baseURL, '/api/authenticate', {});
  if (!user_id) throw new Error('The page is not signed in');
  return user_id;
}

/**
 * Verifies the signed-in user's phone with the OTP the development outbox holds, as the Verify
 * Phone Number dialog would (the accounts story walks through the dialog itself).
 */
export async function verifyPhone(page: Page, baseURL: string, phone: string): Promise<void> {
  await postAs(page, baseURL, '/api/sendotp', { phoneNumber: phone });
  const otp = await otpFromOutbox(baseURL, phone);
  await postAs(page, baseURL, '/api/verifyotp', { phoneNumber: phone, otp });
}

/** The latest OTP texted to the phone. */
export async function otpFromOutbox(baseURL: string, phone: string): Promise<string> {
  const sms = await waitForOutboxMessage(baseURL, { to: phone, channel: 'sms' });
  const otp = /^(\S{4}) is your RigForge verification code/.exec(sms.text)?.[1];
  if (!otp) throw new Error(`No OTP in "${sms.text}"`);
  return otp;
}

export type NewAddress = {
  title: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
};

export const HOME_ADDRESS: NewAddress = {
  title: 'Home',
  address: '12 Anna Salai',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600042',
};

/** Saves an address for the signed-in user; answers its id. */
export async function addAddress(
  page: Page,
  baseURL: string,
  address: NewAddress = HOME_ADDRESS,
): Promise<string> {
  const userid = await sessionUserId(page, baseURL);
  const { addresses } = await postAs<{ addresses: { addressid: string; title: string }[] }>(
    page,
    baseURL,
    '/api/addaddress',
    { userid, ...address },
  );
  const saved = addresses.find((each) => each.title === address.title);
  if (!saved) throw new Error('The address was not saved');
  return String(saved.addressid);
}

/**
 * A customer who may pay: signed up with the emailed link, phone verified, an address saved.
 * Answers the address's id.
 */
export async function signUpReadyToPay(
  page: Page,
  baseURL: string,
  visitor: TestVisitor,
): Promise<string> {
  await signUpAndVerify(page, baseURL, visitor);
  await verifyPhone(page, baseURL, visitor.phone);
  return addAddress(page, baseURL);
}

/** Puts a line in the signed-in user's server cart, as Add To Cart does: the server prices it. */
export async function addToServerCart(
  page: Page,
  baseURL: string,
  line: { itemType: string; item: { id?: string; selection?: Selection }; itemShort: string },
): Promise<void> {
  const userid = await sessionUserId(page, baseURL);
  await postAs(page, baseURL, '/api/addToCart', { userid, qty: 1, ...line });
}

/** The build a visitor gets by taking every field's first choice on /config. */
export async function firstChoiceSelection(baseURL: string): Promise<Selection> {
  const response = await fetch(`${baseURL}/api/fetchAllComponents`);
  const catalogue: Catalogue = catalogueSchema.parse(await response.json());
  let selection: Selection = {};
  for (const field of SELECTION_FIELDS) {
    const [first] = optionsFor(catalogue, selection, field);
    if (!first) throw new Error(`The catalogue offers no ${field}`);
    selection = selectField(selection, field, first.value);
  }
  return selection;
}

/**
 * An order made the way a buyer makes one, through the calls alone: a first-choice PC in the
 * cart, checkout, pay, Success on the sandbox page, then validation. Answers the order's id.
 */
export async function seedPaidOrder(page: Page, baseURL: string): Promise<string> {
  const userId = await sessionUserId(page, baseURL);
  const id = await seedPayment(page, baseURL, 'SUCCESS');
  const validated = await page.request.get(`${baseURL}/api/payment/validate/${id}`);
  const { code } = (await validated.json()) as { code: string };
  if (code !== 'PAYMENT_SUCCESS') throw new Error(`The seeded payment is ${code}`);
  const details = await postAs<{ orderInfo: { orderid: string }[] }>(
    page,
    baseURL,
    '/api/fetchAllUserDetails',
    { id: userId },
  );
  const order = details.orderInfo[0];
  if (!order) throw new Error('No order was made');
  return order.orderid;
}

/** The OD- number an order of the signed-in user is shown by (docs/decisions/111). */
export async function orderNumberOf(page: Page, baseURL: string, orderId: string): Promise<string> {
  const details = await postAs<{ orderInfo: { orderid: string; orderNumber: string }[] }>(
    page,
    baseURL,
    '/api/fetchAllUserDetails',
    { id: await sessionUserId(page, baseURL) },
  );
  const order = details.orderInfo.find((each) => each.orderid === orderId);
  if (!order) throw new Error(`No order ${orderId} of the signed-in user`);
  return order.orderNumber;
}

/**
 * A PC paid in the sandbox with `outcome`, not yet validated: a PENDING one stays pending; past the
 * shop's 20 minutes it is still asked of the provider for a day and listed for a person
 * (docs/decisions/081). Answers its id. `cartHasIt`: the PC is in the cart already.
 */
export async function seedPayment(
  page: Page,
  baseURL: string,
  outcome: 'SUCCESS' | 'PENDING',
  { cartHasIt = false }: { cartHasIt?: boolean } = {},
): Promise<string> {
  const userId = await sessionUserId(page, baseURL);
  const addressid = await addAddress(page, baseURL, { ...HOME_ADDRESS, title: 'Held' });
  const selection = await firstChoiceSelection(baseURL);
  // A pending payment leaves the cart as it was, so a second one pays for the same PC.
  if (!cartHasIt) {
    await postAs(page, baseURL, '/api/addToCart', {
      userid: userId,
      itemType: 'PC',
      item: { selection },
      itemShort: 'First choice PC',
      qty: 1,
    });
  }
  await postAs(page, baseURL, '/api/checkout', { uid: userId });
  const paid = await postAs<{ data: { merchantTransactionId: string } }>(
    page,
    baseURL,
    '/api/pay',
    { userId, amount: 0, deliveryAddress: '', name: '', number: '', addressid },
  );
  const id = paid.data.merchantTransactionId;
  await chooseInSandbox(page, baseURL, id, outcome);
  return id;
}

/** The tester's choice on the sandbox's page for a payment (a PENDING one may be decided later; SHORT pays ₹1 less). */
export async function chooseInSandbox(
  page: Page,
  baseURL: string,
  merchantTransactionId: string,
  outcome: 'SUCCESS' | 'PENDING' | 'SHORT',
): Promise<void> {
  const chosen = await page.request.post(
    `${baseURL}/api/payment/sandbox/${merchantTransactionId}`,
    {
      headers: { origin: baseURL },
      form: { outcome },
      maxRedirects: 0,
    },
  );
  if (chosen.status() !== 303) throw new Error(`The sandbox answered ${chosen.status()}`);
}
