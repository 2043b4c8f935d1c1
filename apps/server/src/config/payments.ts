// Who takes payments, from PAYMENT_PROVIDER and PhonePe's credentials (docs/api/payments.md).
import type { Environment } from './environment';

export const PHONEPE_UAT_BASE_URL = 'https://api-preprod.phonepe.com/apis/pg-sandbox';

/** PhonePe Standard Checkout v2 (docs/api/payments.md#phonepe-v2). */
export type PhonePeV2Config = Readonly<{
  provider: 'phonepe-v2';
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /** Pay, status and refunds: UAT's pg-sandbox, or https://api.phonepe.com/apis/pg. */
  baseUrl: string;
  /** The OAuth token: UAT's pg-sandbox, or https://api.phonepe.com/apis/identity-manager. */
  tokenUrl: string;
  /** Which order-status path PhonePe serves standard checkout on (unconfirmed which). */
  statusPath: 'checkout' | 'payments';
  /** The pair configured on PhonePe's dashboard; webhooks carry sha256("username:password"). */
  webhookUsername: string;
  webhookPassword: string;
}>;

export type PaymentsConfig = Readonly<
  | { provider: 'sandbox' }
  | { provider: 'phonepe'; merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }
  | PhonePeV2Config
>;

export function paymentsConfig(
  environment: Environment,
  isProduction: boolean,
): PaymentsConfig | null {
  const provider = environment.PAYMENT_PROVIDER ?? (isProduction ? undefined : 'sandbox');
  if (provider === 'sandbox') return { provider };
  if (provider === 'phonepe-v2') return phonePeV2Config(environment);
  const { PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX } = environment;
  if (
    (provider !== 'phonepe' && provider !== 'phonepe-v1') ||
    !PHONEPE_MERCHANT_ID ||
    !PHONEPE_SALT_KEY ||
    !PHONEPE_SALT_INDEX
  ) {
    return null;
  }
  return {
    // Payments stored under v1 keep the provider name 'phonepe'.
    provider: 'phonepe',
    merchantId: PHONEPE_MERCHANT_ID,
    saltKey: PHONEPE_SALT_KEY,
    saltIndex: PHONEPE_SALT_INDEX,
    baseUrl: (environment.PHONEPE_BASE_URL ?? PHONEPE_UAT_BASE_URL).replace(/\/+$/, ''),
  };
}

function phonePeV2Config(environment: Environment): PhonePeV2Config | null {
  const {
    PHONEPE_CLIENT_ID: clientId,
    PHONEPE_CLIENT_SECRET: clientSecret,
    PHONEPE_WEBHOOK_USERNAME: webhookUsername,
    PHONEPE_WEBHOOK_PASSWORD: webhookPassword,
  } = environment;
  if (!clientId || !clientSecret || !webhookUsername || !webhookPassword) return null;
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    provider: 'phonepe-v2',
    clientId,
    clientSecret,
    // UAT's client version is 1; production's comes with the credentials.
    clientVersion: environment.PHONEPE_CLIENT_VERSION ?? '1',
    baseUrl: trim(environment.PHONEPE_V2_BASE_URL ?? PHONEPE_UAT_BASE_URL),
    tokenUrl: trim(environment.PHONEPE_V2_TOKEN_URL ?? PHONEPE_UAT_BASE_URL),
    statusPath: environment.PHONEPE_V2_STATUS_PATH ?? 'checkout',
    webhookUsername,
    webhookPassword,
  };
}
