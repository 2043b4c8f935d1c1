import { z } from 'zod';

/**
 * The build stages an order goes through (docs/api/staff-orders.md#stages), in order. The stage's
 * name is the order's status text, so docs/api/orders.md#order-record ("free text; only Delivered
 * means anything to the web") stays true for every screen that reads it.
 */
export const ORDER_STAGES = [
  'Confirmed',
  'Parts Reserved',
  'Assembly',
  'Stress Test',
  'Ready to Ship',
  'Shipped',
  'Out for Delivery',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;

export type OrderStage = (typeof ORDER_STAGES)[number];
export const orderStageSchema = z.enum(ORDER_STAGES);

/** The stages an order moves through on its way to the customer, Cancelled and Refunded aside. */
export const DELIVERY_PATH: readonly OrderStage[] = ORDER_STAGES.slice(0, 8);

/**
 * Stages of orders that are no sale: the dashboard's orders and revenue of the day leave them out,
 * so a refund lowers the figure (docs/api/staff-console.md#dashboard).
 */
export const UNSOLD_STAGES: readonly OrderStage[] = ['Cancelled', 'Refunded'];

/** Stages a PC is built in; an add-on skips them (it is picked, packed and shipped). */
const WORKSHOP_STAGES: readonly OrderStage[] = ['Assembly', 'Stress Test'];

/** Staff may cancel before the order leaves the shop. */
const STAFF_CANCELLABLE: readonly OrderStage[] = [
  'Confirmed',
  'Parts Reserved',
  'Assembly',
  'Stress Test',
  'Ready to Ship',
];

/** The customer may cancel while nothing has been built (docs/api/staff-orders.md#cancelling). */
const CUSTOMER_CANCELLABLE: readonly OrderStage[] = ['Confirmed', 'Parts Reserved'];

/** The customer's window to cancel, from the order's time. */
export const CUSTOMER_CANCEL_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isOrderStage(status: string): status is OrderStage {
  return (ORDER_STAGES as readonly string[]).includes(status);
}

/** Whether an order of this kind is built in the workshop (a PC or a pre-built). */
export function isBuiltInWorkshop(itemType: string): boolean {
  return itemType === 'PC' || itemType === 'PB';
}

/**
 * Where staff may move an order from `from`: the next stage of its path (an add-on skips the
 * workshop's stages), Cancelled before it is Shipped, and Refunded once Cancelled. Nothing moves
 * back and nothing leaves Delivered or Refunded. A status that is no stage (an order from before
 * the stages, or typed by hand) moves nowhere.
 */
export function nextStages(from: string, itemType: string): OrderStage[] {
  if (!isOrderStage(from)) return [];
  if (from === 'Cancelled') return ['Refunded'];
  const path = isBuiltInWorkshop(itemType)
    ? DELIVERY_PATH
    : DELIVERY_PATH.filter((stage) => !WORKSHOP_STAGES.includes(stage));
  const index = path.indexOf(from);
  const moves: OrderStage[] = [];
  const next = index >= 0 ? path[index + 1] : undefined;
  if (next) moves.push(next);
  if (STAFF_CANCELLABLE.includes(from)) moves.push('Cancelled');
  return moves;
}

export function canMoveStage(from: string, to: string, itemType: string): boolean {
  return (nextStages(from, itemType) as string[]).includes(to);
}

/** What an AWB number may be, said under the console's field and in its refusal. */
export const AWB_NUMBER_RULE = '6 to 30 letters, digits or dashes, without spaces';

/** What Shipped needs: who carries it, its air waybill number, and where to follow it. */
export const shipmentSchema = z.object({
  courier: z.string().trim().min(1, 'Please enter the courier!').max(60),
  awb: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,30}$/, `Please enter a valid AWB number: ${AWB_NUMBER_RULE}.`),
  trackingUrl: z.url({ protocol: /^https?$/, error: 'Please enter a valid tracking link!' }),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** The bounds of the Stress Test's results, checked by the contract and named by the console's form. */
export const TEST_RESULT_LIMITS = {
  rows: 20,
  nameLength: 60,
  maxScore: 10_000_000,
  minCelsius: -20,
  maxCelsius: 150,
} as const;

/** What the Stress Test may record: benchmark scores and temperatures, by name. */
export const testResultsSchema = z.object({
  benchmarks: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(TEST_RESULT_LIMITS.nameLength),
        score: z.number().nonnegative().max(TEST_RESULT_LIMITS.maxScore),
      }),
    )
    .max(TEST_RESULT_LIMITS.rows)
    .default([]),
  temperatures: z
    .array(
      z.object({
        part: z.string().trim().min(1).max(TEST_RESULT_LIMITS.nameLength),
        celsius: z.number().min(TEST_RESULT_LIMITS.minCelsius).max(TEST_RESULT_LIMITS.maxCelsius),
      }),
    )
    .max(TEST_RESULT_LIMITS.rows)
    .default([]),
});
export type TestResults = z.infer<typeof testResultsSchema>;

export type StageRefusal = 'NOT_ALLOWED' | 'SHIPMENT_REQUIRED' | 'TEST_RESULTS_ONLY_AT_STRESS_TEST';

/**
 * Checks a staff move before it is made: the move must be allowed, Shipped needs the shipment, and
 * test results belong only to the Stress Test.
 */
export function checkStageMove(move: {
  from: string;
  to: string;
  itemType: string;
  shipment?: Shipment | undefined;
  testResults?: TestResults | undefined;
}): StageRefusal | null {
  if (!canMoveStage(move.from, move.to, move.itemType)) return 'NOT_ALLOWED';
  if (move.to === 'Shipped' && !move.shipment) return 'SHIPMENT_REQUIRED';
  if (move.testResults && move.to !== 'Stress Test') return 'TEST_RESULTS_ONLY_AT_STRESS_TEST';
  return null;
}

/**
 * Whether the customer may still cancel: within 24 hours of ordering, while the order is
 * Confirmed or Parts Reserved (docs/api/staff-orders.md#cancelling).
 */
export function customerMayCancel(order: { status: string; created: Date }, now: Date): boolean {
  return (
    (CUSTOMER_CANCELLABLE as readonly string[]).includes(order.status) &&
    now.getTime() - order.created.getTime() < CUSTOMER_CANCEL_WINDOW_MS
  );
}

/**
 * How many of these orders' customer cancel windows have closed by `now`: while the count stays
 * the same, so does customerMayCancel for each of them, whatever the time.
 */
export function cancelWindowsClosed(
  orders: readonly { status: string; created: Date }[],
  now: Date,
): number {
  let closed = 0;
  for (const order of orders) {
    if (
      (CUSTOMER_CANCELLABLE as readonly string[]).includes(order.status) &&
      now.getTime() - order.created.getTime() >= CUSTOMER_CANCEL_WINDOW_MS
    )
      closed++;
  }
  return closed;
}

/** Whether staff may still cancel: any time before the order is Shipped. */
export function staffMayCancel(status: string): boolean {
  return (STAFF_CANCELLABLE as readonly string[]).includes(status);
}

/** Whether the order's parts are held for it (reserved at Parts Reserved, until it ships). */
export function holdsReservedStock(status: string): boolean {
  return ['Parts Reserved', 'Assembly', 'Stress Test', 'Ready to Ship'].includes(status);
}

/** A stage an order reached, as the customer's timeline shows it. */
export interface TimelineEntry {
  stage: string;
  at: string;
}

/**
 * The customer's timeline: every stage of the order's path with the date it was reached, or null
 * for those still ahead; a cancelled order shows what it reached, then Cancelled (and Refunded).
 */
export function orderTimeline(
  itemType: string,
  reached: readonly TimelineEntry[],
): Array<{ stage: string; at: string | null }> {
  const at = new Map(reached.map((entry) => [entry.stage, entry.at]));
  const stopped = at.has('Cancelled');
  const path = isBuiltInWorkshop(itemType)
    ? DELIVERY_PATH
    : DELIVERY_PATH.filter((stage) => !WORKSHOP_STAGES.includes(stage));
  const steps = path
    .filter((stage) => !stopped || at.has(stage))
    .map((stage) => ({ stage: stage as string, at: at.get(stage) ?? null }));
  if (stopped) {
    steps.push({ stage: 'Cancelled', at: at.get('Cancelled') ?? null });
    steps.push({ stage: 'Refunded', at: at.get('Refunded') ?? null });
  }
  return steps;
}
