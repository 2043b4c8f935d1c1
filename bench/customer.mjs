// A verified, signed-in customer with a custom PC and an add-on in the cart, made through the shop's own
// calls on a shop started in development mode (its outbox holds the verification mail).
import { GAMING_PC } from './endpoints.mjs';

/** Registers, verifies and signs in a new customer, fills the cart; answers the session cookie. */
export async function signedInCustomer(base) {
  const email = `bench.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  const password = 'Bench#Rig2026';
  const post = (path, body, cookie) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie && { cookie }) },
      body: JSON.stringify(body),
    });
  const registered = await post('/api/register', {
    firstName: 'Bench',
    lastName: 'Customer',
    email,
    number: '9876543210',
    password,
    retypePassword: password,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const outbox = await (await fetch(`${base}/api/dev/outbox`)).json();
  const mail = outbox.messages.find((message) => message.to === email);
  const link = mail?.links.find((each) => each.includes('/api/verify-email'));
  if (!link) throw new Error('no verification link in the outbox');
  await fetch(link, { redirect: 'manual' });
  const login = await post('/api/login', { email, password });
  const cookie = login.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const pc = { itemType: 'PC', item: { selection: GAMING_PC }, qty: 1 };
  if ((await post('/api/addToCart', pc, cookie)).status !== 201)
    throw new Error('addToCart failed');
  const mouse = { itemType: 'mouse', item: { id: 'logitech-g102-lightsync' }, qty: 1 };
  if ((await post('/api/addToCart', mouse, cookie)).status !== 201)
    throw new Error('addToCart of an add-on failed');
  return cookie;
}
