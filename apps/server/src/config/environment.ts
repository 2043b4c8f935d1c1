// The environment variables the server reads, each checked once at start-up: every problem is reported
// together, with the variable's name (README's Configuration table describes each). The variables
// one by one are in environment-variables.ts; here are the rules that join them.
import { DEVELOPMENT_ENVELOPE_KEY } from '@shop/domain';
import type { z } from 'zod';
import { OWASP_PASSWORD_HASH_COST } from '../modules/accounts/passwords';
import { emiProblem } from './emi';
import { environmentVariables } from './environment-variables';

export { DEFAULT_REQUEST_TIMEOUT_MS } from './environment-variables';

type Variables = z.infer<typeof environmentVariables>;

/** A rule that the variables named are set together or not at all (a service's credentials). */
function setTogether(...names: (keyof Variables)[]) {
  const last = names.at(-1) as string;
  const listed = `${names.slice(0, -1).join(', ')} and ${last}`;
  const rule = (environment: Variables) =>
    new Set(names.map((name) => !environment[name])).size === 1;
  const problem = {
    path: [last] as PropertyKey[],
    message: `${listed} are set together or not at all`,
    when: () => true,
  };
  return [rule, problem] as const;
}

export const environmentSchema = environmentVariables
  .refine(...setTogether('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'))
  .refine(...setTogether('MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'))
  .refine(...setTogether('GOOGLE_PLACES_API_KEY', 'GOOGLE_PLACE_ID'))
  .refine(...setTogether('BIGIN_CLIENT_ID', 'BIGIN_CLIENT_SECRET', 'BIGIN_REFRESH_TOKEN'))
  .refine(
    (environment) =>
      (environment.PAYMENT_PROVIDER !== 'phonepe' &&
        environment.PAYMENT_PROVIDER !== 'phonepe-v1') ||
      (!!environment.PHONEPE_MERCHANT_ID &&
        !!environment.PHONEPE_SALT_KEY &&
        !!environment.PHONEPE_SALT_INDEX),
    {
      path: ['PAYMENT_PROVIDER'],
      message: 'phonepe needs PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.PAYMENT_PROVIDER !== 'phonepe-v2' ||
      (!!environment.PHONEPE_CLIENT_ID &&
        !!environment.PHONEPE_CLIENT_SECRET &&
        !!environment.PHONEPE_WEBHOOK_USERNAME &&
        !!environment.PHONEPE_WEBHOOK_PASSWORD),
    {
      path: ['PAYMENT_PROVIDER'],
      message:
        'phonepe-v2 needs PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET, PHONEPE_WEBHOOK_USERNAME and PHONEPE_WEBHOOK_PASSWORD',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.PAYMENT_PROVIDER !== 'phonepe-v2' ||
      environment.NODE_ENV !== 'production' ||
      !!environment.PHONEPE_CLIENT_VERSION,
    {
      path: ['PHONEPE_CLIENT_VERSION'],
      message:
        'phonepe-v2 in production needs the client version PhonePe issued with the credentials',
      when: () => true,
    },
  )
  .refine(
    (environment) => {
      if (environment.NODE_ENV !== 'production') return true;
      // Checked even when the cost itself is wrong; that is reported once, by its own rule.
      const cost = Number(environment.PASSWORD_HASH_COST ?? OWASP_PASSWORD_HASH_COST);
      return !(Number.isInteger(cost) && cost >= 1 && cost < OWASP_PASSWORD_HASH_COST);
    },
    {
      path: ['PASSWORD_HASH_COST'],
      message: `must be at least ${OWASP_PASSWORD_HASH_COST} in production (OWASP's minimum for scrypt)`,
      when: () => true,
    },
  )
  .superRefine((environment, ctx) => {
    const problem = emiProblem(environment.EMI_RATES, environment.EMI_NO_COST_MONTHS);
    if (problem)
      ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
  })
  .refine(
    (environment) => environment.NODE_ENV !== 'production' || environment.TRUST_PROXY !== 'true',
    {
      path: ['TRUST_PROXY'],
      message:
        'true lets any client choose its address in production: list the proxies (TRUST_PROXY=10.0.0.0/8,192.0.2.1) or give their hop count (TRUST_PROXY=1)',
      when: () => true,
    },
  )
  .refine((environment) => environment.NODE_ENV !== 'production' || !environment.CLOCK_START, {
    path: ['CLOCK_START'],
    message: "is for tests and development only: production keeps the machine's time",
    when: () => true,
  })
  .refine((environment) => environment.NODE_ENV !== 'production' || !!environment.ENVELOPE_KEY, {
    path: ['ENVELOPE_KEY'],
    message: 'is required in production (the development key is public)',
    // Checked even when other variables are wrong, so one run lists every problem.
    when: () => true,
  })
  .refine(
    (environment) =>
      environment.NODE_ENV !== 'production' ||
      environment.ENVELOPE_KEY !== DEVELOPMENT_ENVELOPE_KEY,
    {
      path: ['ENVELOPE_KEY'],
      message: 'is the public development key: production needs its own',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.NODE_ENV !== 'production' || environment.PUBLIC_BASE_URL !== undefined,
    {
      path: ['PUBLIC_BASE_URL'],
      message: "is required in production: every email's link and payment return is built on it",
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.NODE_ENV !== 'production' ||
      environment.PUBLIC_BASE_URL === undefined ||
      servesThisMachineOnly(environment.PUBLIC_BASE_URL) ||
      environment.PUBLIC_BASE_URL.startsWith('https://'),
    {
      path: ['PUBLIC_BASE_URL'],
      message: 'must be an https:// URL in production (links in emails and payment returns)',
      when: () => true,
    },
  )
  .refine(
    (environment) =>
      environment.NODE_ENV !== 'production' ||
      // An unset base URL is reported by its own rule.
      environment.PUBLIC_BASE_URL === undefined ||
      servesThisMachineOnly(environment.PUBLIC_BASE_URL) ||
      !!environment.SMTP_URL,
    {
      path: ['SMTP_URL'],
      message: 'is required in production: without it emails stay in an outbox nobody reads',
      when: () => true,
    },
  );

/**
 * A production build tried on this machine only (the benchmarks): its base URL, given, is
 * loopback, so nobody else is sent a link to it (docs/decisions/086).
 */
function servesThisMachineOnly(publicBaseUrl: string | undefined): boolean {
  if (publicBaseUrl === undefined) return false;
  // A URL that is not one is reported by its own rule.
  if (!URL.canParse(publicBaseUrl)) return true;
  const { hostname } = new URL(publicBaseUrl);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

export type Environment = z.infer<typeof environmentSchema>;
