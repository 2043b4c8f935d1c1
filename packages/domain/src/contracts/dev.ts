import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Development and test only, never in production: the envelope round trip, stock switches and
 * the outbox the browser tests and newcomers read (docs/api/session.md).
 */

export const devEchoEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/echo',
  tag: 'development',
  summary: 'Answers the opened request body, sealed again',
  body: z.unknown(),
  response: z.object({ payload: z.string() }),
  errors: [],
});

/** What the stock switch can mark in or out of stock: an add-on, a catalogue part or a pre-built. */
export const STOCK_KINDS = [
  'accessory',
  'prebuilt',
  'processor',
  'chipset',
  'ram',
  'gpu',
  'cooler',
  'storage',
  'psu',
  'cabinet',
] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

const stockSwitchSchema = z.object({
  kind: z.enum(STOCK_KINDS),
  id: z.string().min(1).max(200),
  inStock: z.boolean(),
});

export const devStockEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/stock',
  tag: 'development',
  summary: 'Marks an add-on, a catalogue part or a pre-built in or out of stock',
  body: stockSwitchSchema,
  response: stockSwitchSchema,
  errors: ['NOT_FOUND'],
});

export const devOutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms', 'crm']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessageSchema>;

export const devOutboxEndpoint = endpoint({
  method: 'GET',
  path: '/api/dev/outbox',
  tag: 'development',
  summary: 'The latest emails and texts, newest first, with the links in each',
  response: z.object({ messages: z.array(devOutboxMessageSchema) }),
  errors: [],
});

export const devClockEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/clock',
  tag: 'development',
  summary: "Moves the shop's clock forward, as a browser test moves the page's",
  body: z.object({
    advanceMs: z
      .number()
      .int()
      .nonnegative()
      .max(365 * 24 * 60 * 60 * 1000),
  }),
  response: z.object({ now: z.string().describe("The shop's time after the move, ISO 8601") }),
  errors: ['NOT_FOUND'],
});

export const devGameBudgetsEndpoint = endpoint({
  method: 'POST',
  path: '/api/dev/game-budgets',
  tag: 'development',
  summary: 'The base prices (whole rupees) of the next game budgets, in order',
  description: 'Once these are used, budgets are drawn at random again.',
  body: z.object({
    bases: z.array(z.number().int().min(30_000).max(350_000)).min(1).max(100),
  }),
  response: z.object({ queued: z.number().int().describe('How many bases wait to be used') }),
  errors: ['NOT_FOUND', 'BAD_REQUEST'],
});
