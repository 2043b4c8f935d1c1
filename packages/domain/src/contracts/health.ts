import { z } from 'zod';
import { endpoint } from './endpoint';

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  tag: 'operations',
  summary: 'Whether the server and its database are up',
  description:
    'For load balancers and uptime checks: 200 only when the database answered within the last ' +
    'second, else 503.',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  otherResponses: {
    503: z.object({ status: z.literal('error'), database: z.literal('unreachable') }),
  },
  errors: [],
});
