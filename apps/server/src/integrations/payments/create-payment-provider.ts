import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Clock } from '../../plugins/clock';
import type { PaymentProvider } from './payment-provider';
import { createPhonePeProvider } from './phonepe-provider';
import { createSandboxProvider } from './sandbox-provider';
import { createSandboxRepository } from './sandbox-repository';

/** The provider PAYMENT_PROVIDER names; null when payments are switched off. */
export function createPaymentProvider(
  config: PaymentsConfig | null,
  dependencies: { db: Kysely<Database>; clock: Clock; publicBaseUrl: string },
): PaymentProvider | null {
  if (!config) return null;
  if (config.provider === 'sandbox') {
    return createSandboxProvider({
      repository: createSandboxRepository(dependencies.db),
      clock: dependencies.clock,
      publicBaseUrl: dependencies.publicBaseUrl,
    });
  }
  return createPhonePeProvider(config);
}
