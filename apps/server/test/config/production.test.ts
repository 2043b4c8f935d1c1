import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { problemsOf, productionKey, productionSite } from './support';

describe('configuration', () => {
  it('accepts a PostgreSQL URL and a production setup with its own key', () => {
    const config = loadConfig({
      ...productionSite,
      DATABASE_URL: 'postgres://shop@db.internal:5432/shop',
    });
    expect(config).toMatchObject({
      isProduction: true,
      databaseUrl: 'postgres://shop@db.internal:5432/shop',
      envelopeKey: productionKey,
    });
  });

  it('refuses to run in production on the public development key, or without its address', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'ENVELOPE_KEY: is required in production (the development key is public)',
      "PUBLIC_BASE_URL: is required in production: every email's link and payment return is built on it",
    ]);
    // On this machine only (the benchmarks), a loopback address needs neither https nor mail.
    expect(
      loadConfig({ ...productionSite, PUBLIC_BASE_URL: 'http://127.0.0.1:4000', SMTP_URL: '' })
        .publicBaseUrl,
    ).toBe('http://127.0.0.1:4000');
  });

  it('refuses production on the development key, an http base URL or no SMTP, listing each', async () => {
    const { DEVELOPMENT_ENVELOPE_KEY } = await import('@shop/domain');
    expect(
      problemsOf({
        NODE_ENV: 'production',
        ENVELOPE_KEY: DEVELOPMENT_ENVELOPE_KEY,
        PUBLIC_BASE_URL: 'http://shop.example.in',
      }),
    ).toEqual([
      'ENVELOPE_KEY: is the public development key: production needs its own',
      'PUBLIC_BASE_URL: must be an https:// URL in production (links in emails and payment returns)',
      'SMTP_URL: is required in production: without it emails stay in an outbox nobody reads',
    ]);
    expect(
      loadConfig({
        ...productionSite,
        PUBLIC_BASE_URL: 'https://shop.example.in',
        SMTP_URL: 'smtps://mail.example.in',
      }).publicBaseUrl,
    ).toBe('https://shop.example.in');
  });

  it("starts the shop's clock at CLOCK_START outside production, and refuses it in production", () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '2025-12-01T10:00:00+05:30' }).clockStart?.toISOString()).toBe(
      '2025-12-01T04:30:00.000Z',
    );
    expect(problemsOf({ CLOCK_START: '1 December' })).toEqual([
      'CLOCK_START: must be an ISO 8601 time, such as 2025-12-01T10:00:00+05:30',
    ]);
    expect(
      problemsOf({
        ...productionSite,
        CLOCK_START: '2025-12-01T10:00:00+05:30',
      }),
    ).toEqual([
      "CLOCK_START: is for tests and development only: production keeps the machine's time",
    ]);
  });

  it('listens on loopback outside production and on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(productionSite).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
