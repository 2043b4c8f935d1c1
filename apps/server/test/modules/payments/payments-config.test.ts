import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';

const phonepe = {
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_MERCHANT_ID: 'RIGFORGE',
  PHONEPE_SALT_KEY: 'salt',
  PHONEPE_SALT_INDEX: '2',
};
const production = { NODE_ENV: 'production', ENVELOPE_KEY: Buffer.alloc(32, 1).toString('base64') };

describe('payments configuration', () => {
  it('takes payments in the sandbox by default outside production', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ provider: 'sandbox' });
  });

  it('switches payments off in production unless a provider is named', () => {
    expect(loadConfig(production).payments).toBe(null);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual({
      provider: 'sandbox',
    });
  });

  it("uses PhonePe's UAT host unless another is given", () => {
    expect(loadConfig(phonepe).payments).toEqual({
      provider: 'phonepe',
      merchantId: 'RIGFORGE',
      saltKey: 'salt',
      saltIndex: '2',
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
    const live = loadConfig({
      ...phonepe,
      PHONEPE_BASE_URL: 'https://api.phonepe.com/apis/hermes/',
    });
    expect(live.payments).toMatchObject({ baseUrl: 'https://api.phonepe.com/apis/hermes' });
  });

  it('refuses PhonePe without its merchant id, salt key and salt index, naming them', () => {
    for (const missing of ['PHONEPE_MERCHANT_ID', 'PHONEPE_SALT_KEY', 'PHONEPE_SALT_INDEX']) {
      const env: Record<string, string> = { ...phonepe };
      delete env[missing];
      expect(() => loadConfig(env), missing).toThrow(ConfigError);
      try {
        loadConfig(env);
      } catch (error) {
        expect((error as ConfigError).problems.join('\n')).toContain(
          'phonepe needs PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX',
        );
      }
    }
  });

  it('refuses an unknown provider and malformed PhonePe settings', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...phonepe, PHONEPE_SALT_INDEX: 'one' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...phonepe, PHONEPE_MERCHANT_ID: 'has spaces' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...phonepe, PHONEPE_BASE_URL: 'ftp://x' })).toThrow(ConfigError);
  });
});
