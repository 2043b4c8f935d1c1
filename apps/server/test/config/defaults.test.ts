import { resolve } from 'node:path';
import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { problemsOf } from './support';

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
    expect(loadConfig({}).webDistDir).toBe(resolve(import.meta.dirname, '../../../web/dist'));
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
});
