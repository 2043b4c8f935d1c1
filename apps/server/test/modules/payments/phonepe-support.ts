import { type FakePhonePe, startFakePhonePe } from '../../integrations/payments/fake-phonepe';
import {
  type FakePhonePeV2,
  startFakePhonePeV2,
  V2_CREDENTIALS,
} from '../../integrations/payments/fake-phonepe-v2';
import { testClock } from '../accounts/support';
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

/** The shop with PhonePe Standard Checkout v2 as its provider, pointed at a local fake. */
export async function buildPhonePeV2Shop(
  options: Parameters<typeof buildShopApp>[0] = {},
): Promise<{ testApp: ShopTestApp; fake: FakePhonePeV2; close(): Promise<void> }> {
  const clock = options.clock ?? testClock();
  const fake = await startFakePhonePeV2({ ...V2_CREDENTIALS, now: () => clock.now().getTime() });
  const testApp = await buildShopApp({
    ...options,
    clock,
    env: { ...phonePeV2Env(fake.baseUrl), ...options.env },
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

export function phonePeV2Env(baseUrl: string): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'phonepe-v2',
    PHONEPE_CLIENT_ID: V2_CREDENTIALS.clientId,
    PHONEPE_CLIENT_SECRET: V2_CREDENTIALS.clientSecret,
    PHONEPE_CLIENT_VERSION: V2_CREDENTIALS.clientVersion,
    PHONEPE_WEBHOOK_USERNAME: V2_CREDENTIALS.webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: V2_CREDENTIALS.webhookPassword,
    PHONEPE_V2_BASE_URL: baseUrl,
    PHONEPE_V2_TOKEN_URL: baseUrl,
  };
}

/** Posts PhonePe v2's webhook as PhonePe would: no cookie, no Origin. */
export function postWebhook(
  testApp: ShopTestApp,
  webhook: { body: object; headers: Record<string, string> },
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payment/webhook/phonepe',
    headers: webhook.headers,
    payload: webhook.body,
  });
}
