import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/config';

export const productionKey = randomBytes(32).toString('base64');
/** A production site as its settings must at least be: its own key, its https address, its mail. */
export const productionSite = {
  NODE_ENV: 'production',
  ENVELOPE_KEY: productionKey,
  PUBLIC_BASE_URL: 'https://shop.example.in',
  SMTP_URL: 'smtps://mail.example.in',
};

/** The problems loadConfig lists for these variables; fails when it accepts them. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}
