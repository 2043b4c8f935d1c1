import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const productionKey = randomBytes(32).toString('base64');
/** A production site as its settings must at least be: its own key, its https address, its mail. */
const productionSite = {
  NODE_ENV: 'production',
  ENVELOPE_KEY: productionKey,
  PUBLIC_BASE_URL: 'https://shop.example.in',
  SMTP_URL: 'smtps://mail.example.in',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('configuration', () => {
  it('runs a newcomer on defaults: port 3000, embedded database in ./.data, development key', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: resolve(process.cwd(), '.data'),
      envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      supportPhone: '+91 44 4000 1234',
      whatsappNumber: '914440001234',
    });
  });

  it('finds the built web app in apps/web/dist wherever the server is started from', () => {
    expect(loadConfig({}).webDistDir).toBe(resolve(import.meta.dirname, '../../web/dist'));
  });

  it('derives the public URL from the port, and trims a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://shop.example.in/' }).publicBaseUrl).toBe(
      'https://shop.example.in',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('resolves DATA_DIR and WEB_DIST_DIR against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/db', WEB_DIST_DIR: 'public' });
    expect(config.dataDir).toBe(resolve(process.cwd(), 'var/db'));
    expect(config.webDistDir).toBe(resolve(process.cwd(), 'public'));
  });

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

  it('reads an S3-compatible bucket for photos from MEDIA_S3_URL, and refuses one without keys or bucket in words', () => {
    expect(
      loadConfig({
        MEDIA_S3_URL:
          'https://AKID:s%2Fecret@s3.ap-south-1.example.in/shop-photos?region=ap-south-1',
      }).mediaS3,
    ).toEqual({
      endpoint: 'https://s3.ap-south-1.example.in',
      bucket: 'shop-photos',
      region: 'ap-south-1',
      accessKeyId: 'AKID',
      secretAccessKey: 's/ecret',
      forcePathStyle: true,
    });
    expect(loadConfig({}).mediaS3).toBeUndefined();
    for (const url of ['https://s3.example.in/shop-photos', 'https://AKID:secret@s3.example.in/']) {
      expect(problemsOf({ MEDIA_S3_URL: url })).toEqual([
        'MEDIA_S3_URL: must name the keys and the bucket: https://KEY_ID:SECRET@host/bucket?region=…',
      ]);
    }
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

  it('talks to Zoho Bigin in India when its three credentials are set, and to nobody otherwise', () => {
    expect(loadConfig({}).bigin).toBeNull();
    expect(
      loadConfig({
        BIGIN_CLIENT_ID: '1000.ABC',
        BIGIN_CLIENT_SECRET: 'secret',
        BIGIN_REFRESH_TOKEN: '1000.refresh',
      }).bigin,
    ).toEqual({
      clientId: '1000.ABC',
      clientSecret: 'secret',
      refreshToken: '1000.refresh',
      accountsUrl: 'https://accounts.zoho.in',
    });
    expect(problemsOf({ BIGIN_CLIENT_ID: '1000.ABC', BIGIN_CLIENT_SECRET: 'secret' })).toEqual([
      'BIGIN_REFRESH_TOKEN: BIGIN_CLIENT_ID, BIGIN_CLIENT_SECRET and BIGIN_REFRESH_TOKEN are set together or not at all',
    ]);
  });

  it('loads a tag manager only when a well-formed container id is given', () => {
    expect(loadConfig({}).tagManagerId).toBeNull();
    expect(loadConfig({ GTM_ID: 'GTM-AB12CD3' }).tagManagerId).toBe('GTM-AB12CD3');
    expect(problemsOf({ GTM_ID: 'UA-1234-1' })).toEqual(['GTM_ID: must look like GTM-XXXXXXX']);
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'staging',
      PORT: 'eighty',
      DATABASE_URL: 'mysql://localhost/shop',
      ENVELOPE_KEY: Buffer.from('too short').toString('base64'),
      PUBLIC_BASE_URL: 'ftp://shop.example.in',
      LOG_LEVEL: 'loud',
      WHATSAPP_NUMBER: '+91 44 4000 1234',
    });
    const variables = problems.map((problem) => problem.split(':')[0]);
    expect(variables.sort()).toEqual([
      'DATABASE_URL',
      'ENVELOPE_KEY',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'PUBLIC_BASE_URL',
      'WHATSAPP_NUMBER',
    ]);
    expect(problems).toContain('ENVELOPE_KEY: must be the base64 of 32 random bytes');
  });

  it('says what is wrong in one error message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PORT: '70000' })).toThrow(
      /Invalid configuration:\n {2}- PORT: .+\n {2}- ENVELOPE_KEY: is required in production/,
    );
  });

  it("hashes passwords at OWASP's scrypt cost unless told otherwise", () => {
    expect(loadConfig({}).passwordHashCost).toBe(15);
    expect(loadConfig({ ...productionSite, PASSWORD_HASH_COST: '18' }).passwordHashCost).toBe(18);
  });

  it('accepts a cheaper password hash outside production, as the tests use', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '1' }).passwordHashCost).toBe(1);
  });

  it("refuses a password hash below OWASP's cost in production", () => {
    expect(problemsOf({ ...productionSite, PASSWORD_HASH_COST: '14' })).toEqual([
      "PASSWORD_HASH_COST: must be at least 15 in production (OWASP's minimum for scrypt)",
    ]);
  });

  it.each(['0', '21', '10.5', 'cheap'])('refuses %s as a password-hash cost, once', (cost) => {
    for (const NODE_ENV of ['test', 'production']) {
      expect(problemsOf({ ...productionSite, NODE_ENV, PASSWORD_HASH_COST: cost })).toEqual([
        "PASSWORD_HASH_COST: must be a whole number from 1 to 20 (log2 of scrypt's N)",
      ]);
    }
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

  it('refuses TRUST_PROXY=true in production, naming the fix, and takes a hop count', () => {
    expect(problemsOf({ ...productionSite, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY: true lets any client choose its address in production: list the proxies (TRUST_PROXY=10.0.0.0/8,192.0.2.1) or give their hop count (TRUST_PROXY=1)',
    ]);
    expect(loadConfig({ ...productionSite, TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('gives a client 29 s to send a whole request unless told otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(29_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1000' }).requestTimeoutMs).toBe(1_000);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '5' })[0]).toMatch(/^REQUEST_TIMEOUT_MS: /);
  });

  it('believes no proxy by default, and the proxies it is told about', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(problemsOf({ TRUST_PROXY: 'everyone!' })[0]).toMatch(/^TRUST_PROXY: /);
  });

  it('counts rate limits per visitor behind a trusted proxy', async () => {
    const { buildTestApp } = await import('./helper');
    const testApp = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      testApp.app.get('/api/test-ip', async (request) => ({ ip: request.ip }));
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await testApp.close();
    }
    // Imports the whole app on first use: slow on a busy machine.
  }, 60_000);
});
