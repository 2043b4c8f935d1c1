import { paymentProviderLabel } from '@shop/domain';
import fp from 'fastify-plugin';
import { createPaymentProvider } from '../../integrations/payments/create-payment-provider';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { createPaymentChecker, type PaymentChecker } from './payment-checker';
import { createReconciler, type Reconciler } from './reconciler';
import { createRefunds, type Refunds } from './refunds';

export interface Payments {
  /** The configured provider; null when payments are switched off. */
  provider: PaymentProvider | null;
  checker: PaymentChecker;
  /** Refunds of confirmed payments; other modules use them through service.ts. */
  refunds: Refunds;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
    /** Started by the server once the database is ready; stopped when the app closes. */
    reconciler: Reconciler;
  }
}

/**
 * The payment provider of PAYMENT_PROVIDER, the status checker and the reconciler
 * (docs/decisions/006-orders-made-once-by-a-confirmed-payment.md).
 */
export const paymentsPlugin = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config.payments, {
      db: app.db,
      clock: app.clock,
      publicBaseUrl: app.config.publicBaseUrl,
    });
    if (!provider) app.log.warn('payments are switched off: set PAYMENT_PROVIDER to take them');
    const checker = createPaymentChecker({
      db: app.db,
      clock: app.clock,
      provider,
      log: app.log,
      publicBaseUrl: app.config.publicBaseUrl,
    });
    const refunds = createRefunds({
      db: app.db,
      clock: app.clock,
      provider,
      log: app.log,
      publicBaseUrl: app.config.publicBaseUrl,
    });
    const reconciler = createReconciler({
      db: app.db,
      clock: app.clock,
      checker,
      refunds,
      log: app.log,
      providerLabel: paymentProviderLabel(provider?.name ?? 'phonepe'),
    });
    app.decorate('payments', { provider, checker, refunds });
    app.decorate('reconciler', reconciler);
    // Before the database closes: a check in progress finishes first.
    app.addHook('onClose', async () => {
      await reconciler.stop();
    });
  },
  { name: 'payments', dependencies: ['context', 'clock'] },
);
