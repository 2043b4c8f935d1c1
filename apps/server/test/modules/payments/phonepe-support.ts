import { type FakePhonePe, startFakePhonePe } from '../../integrations/payments/fake-phonepe';
import { buildShopApp, type ShopTestApp } from '../checkout/support';

export const MERCHANT = {
  merchantId: 'RIGFORGEUAT',
  saltKey: 'c0ffee-salt-key-for-tests',
  saltIndex: '1',
};

/** The shop with PhonePe as its provider, pointed at a local fake gateway. */
export async function buildPhonePeShop(
  options: Parameters<typeof buildShopApp>[0] = {},
): Promise<{ testApp: ShopTestApp; fake: FakePhonePe; close(): Promise<void> }> {
  const fake = await startFakePhonePe(MERCHANT);
  const testApp = await buildShopApp({
    ...options,
    env: {
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_MERCHANT_ID: MERCHANT.merchantId,
      PHONEPE_SALT_KEY: MERCHANT.saltKey,
      PHONEPE_SALT_INDEX: MERCHANT.saltIndex,
      PHONEPE_BASE_URL: fake.baseUrl,
      ...options.env,
    },
  });
  return {
    testApp,
    fake,
    async close() {
      await testApp.close();
      await fake.stop();
    },
  };
}

/** Posts PhonePe's server-to-server callback as PhonePe would: no cookie, no Origin. */
export function postCallback(
  testApp: ShopTestApp,
  callback: { body: object; headers: Record<string, string> },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/callback/phonepe',
    headers: callback.headers,
    payload: callback.body,
  });
}
