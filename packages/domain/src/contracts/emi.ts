import { z } from 'zod';
import { EMI_MAX_ANNUAL_RATE_PERCENT } from '../india/emi';
import { endpoint } from './endpoint';

/** One tenure the shop estimates EMI for (docs/decisions/051-emi-estimates-as-a-bank-computes-them.md). */
export const emiPlanSchema = z.object({
  months: z.number().int().min(1).max(120),
  annualRatePercent: z
    .number()
    .min(0)
    .max(EMI_MAX_ANNUAL_RATE_PERCENT)
    .describe('The bank rate the estimate uses, percent a year'),
  noCost: z
    .boolean()
    .describe('A no-cost offer: the interest is given back as an upfront discount'),
});

export const emiPlansEndpoint = endpoint({
  method: 'GET',
  path: '/api/emiPlans',
  tag: 'emi',
  summary: 'The EMI tenures, bank rates and no-cost offers the shop estimates with',
  description:
    'Server configuration (EMI_RATES, EMI_NO_COST_MONTHS); the screens compute the table with ' +
    'emiTable from @shop/domain. Cached by browsers for 5 minutes.',
  response: z.object({ plans: z.array(emiPlanSchema) }),
  errors: [],
});
