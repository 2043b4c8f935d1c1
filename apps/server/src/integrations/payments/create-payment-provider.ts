import type { Kysely } from 'kysely';
import type { PaymentsConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/schema';
import type { PaymentProvider } from './payment-provider';
import { createPhonePeProvider } from './phonepe-provider';
import { createPhonePeV2Provider } from './phonepe-v2-provider';
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
  if (config.provider === 'phonepe-v2') return createPhonePeV2Provider(config, dependencies.clock);
  return createPhonePeProvider(config);
}
