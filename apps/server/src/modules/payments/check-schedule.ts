/**
 * When to ask the provider again about a payment still pending: PhonePe's reconciliation schedule
 * (docs/api/payments.md#reconciler). The first check 20 s after the start, then every 3 s for 30 s,
 * every 6 s for 60 s, every 10 s for 60 s, every 30 s for 60 s, then every minute until 20 minutes
 * have passed (some of PhonePe's pages say 15: the longer is kept); then the payment has failed.
 */

export const FIRST_CHECK_AFTER_MS = 20_000;
export const GIVE_UP_AFTER_MS = 20 * 60_000;

/** Each phase lasts until `untilMs` after the start, asking every `everyMs`. */
const PHASES = [
  { untilMs: 50_000, everyMs: 3_000 },
  { untilMs: 110_000, everyMs: 6_000 },
  { untilMs: 170_000, everyMs: 10_000 },
  { untilMs: 230_000, everyMs: 30_000 },
  { untilMs: GIVE_UP_AFTER_MS, everyMs: 60_000 },
] as const;

export function firstCheckAt(start: Date): Date {
  return new Date(start.getTime() + FIRST_CHECK_AFTER_MS);
}

/**
 * The next check after one made at `now` for a payment started at `start`, or null when its
 * time is up. The last check falls exactly at the 20-minute mark.
 */
export function nextCheckAt(start: Date, now: Date): Date | null {
  const elapsed = now.getTime() - start.getTime();
  if (elapsed >= GIVE_UP_AFTER_MS) return null;
  if (elapsed < FIRST_CHECK_AFTER_MS) return firstCheckAt(start);
  // Before the 20-minute mark there is always a phase; the last asks every minute.
  const everyMs = PHASES.find((candidate) => elapsed < candidate.untilMs)?.everyMs ?? 60_000;
  const next = Math.min(elapsed + everyMs, GIVE_UP_AFTER_MS);
  return new Date(start.getTime() + next);
}

/**
 * After the shop's 20 minutes a payment may still be paid (a bank's late answer): the provider is
 * asked every 10 minutes for a day, and the order is made if the money arrives; only then has the
 * payment failed (docs/api/payments.md#reconciler).
 */
export const LATE_CHECK_EVERY_MS = 10 * 60_000;
export const LATE_GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The next late check of a payment past its 20 minutes, or null once its day is up. */
export function nextLateCheckAt(start: Date, now: Date): Date | null {
  const elapsed = now.getTime() - start.getTime();
  if (elapsed >= LATE_GIVE_UP_AFTER_MS) return null;
  return new Date(start.getTime() + Math.min(elapsed + LATE_CHECK_EVERY_MS, LATE_GIVE_UP_AFTER_MS));
}

/** After PhonePe's 20 minutes, an open refund is looked at every hour until it is final. */
export const REFUND_LATE_CHECK_EVERY_MS = 60 * 60_000;
/** Refunds reach the buyer in 5-7 business days; one still open after 10 days needs a person. */
export const REFUND_REVIEW_AFTER_MS = 10 * 24 * 60 * 60_000;

/**
 * When to look again at a refund asked for at `start`: PhonePe's payment schedule for its first
 * 20 minutes (most refunds settle within 90 seconds), then hourly; a refund never times out,
 * since money may still move.
 */
export function nextRefundCheckAt(start: Date, now: Date): Date {
  return nextCheckAt(start, now) ?? new Date(now.getTime() + REFUND_LATE_CHECK_EVERY_MS);
}
