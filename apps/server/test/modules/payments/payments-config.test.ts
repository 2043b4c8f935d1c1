import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';

const phonepe = {
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_MERCHANT_ID: 'RIGFORGE',
  PHONEPE_SALT_KEY: 'salt',
  PHONEPE_SALT_INDEX: '2',
};
const production = {
  NODE_ENV: 'production',
  ENVELOPE_KEY: Buffer.alloc(32, 1).toString('base64'),
  PUBLIC_BASE_URL: 'https://shop.example.in',
  SMTP_URL: 'smtps://mail.example.in',
};

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

  it('takes phonepe-v1 as the name of PhonePe PG v1, stored as phonepe', () => {
    expect(loadConfig({ ...phonepe, PAYMENT_PROVIDER: 'phonepe-v1' }).payments).toEqual(
      loadConfig(phonepe).payments,
    );
  });

  const phonepeV2 = {
    PAYMENT_PROVIDER: 'phonepe-v2',
    PHONEPE_CLIENT_ID: 'RIGFORGE_2507',
    PHONEPE_CLIENT_SECRET: 'secret',
    PHONEPE_WEBHOOK_USERNAME: 'hooks',
    PHONEPE_WEBHOOK_PASSWORD: 'hook-password',
  };

  it("configures PhonePe v2 on PhonePe's UAT host, client version 1 and the checkout status path by default", () => {
    expect(loadConfig(phonepeV2).payments).toEqual({
      provider: 'phonepe-v2',
      clientId: 'RIGFORGE_2507',
      clientSecret: 'secret',
      clientVersion: '1',
      baseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      tokenUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      statusPath: 'checkout',
      webhookUsername: 'hooks',
      webhookPassword: 'hook-password',
    });
    const live = loadConfig({
      ...phonepeV2,
      ...production,
      PHONEPE_CLIENT_VERSION: '3',
      PHONEPE_V2_BASE_URL: 'https://api.phonepe.com/apis/pg/',
      PHONEPE_V2_TOKEN_URL: 'https://api.phonepe.com/apis/identity-manager',
      PHONEPE_V2_STATUS_PATH: 'payments',
    });
    expect(live.payments).toMatchObject({
      clientVersion: '3',
      baseUrl: 'https://api.phonepe.com/apis/pg',
      tokenUrl: 'https://api.phonepe.com/apis/identity-manager',
      statusPath: 'payments',
    });
  });

  it('refuses PhonePe v2 without its credentials and webhook pair, or in production without a client version', () => {
    for (const missing of Object.keys(phonepeV2).filter((key) => key !== 'PAYMENT_PROVIDER')) {
      const env: Record<string, string> = { ...phonepeV2 };
      delete env[missing];
      expect(() => loadConfig(env), missing).toThrow(/phonepe-v2 needs PHONEPE_CLIENT_ID/);
    }
    expect(() => loadConfig({ ...phonepeV2, ...production })).toThrow(/PHONEPE_CLIENT_VERSION/);
    expect(() => loadConfig({ ...phonepeV2, PHONEPE_V2_STATUS_PATH: 'other' })).toThrow(
      ConfigError,
    );
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
