import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/platform/db/kysely';
import { createRateLimiter } from '../../../src/platform/rate-limit/limiter';
import { createRateLimitRepository } from '../../../src/platform/rate-limit/repository';
import { createTestDatabase } from '../../helper';
import { testClock } from '../../modules/accounts/support';

const rule = { name: 'test', limit: 3, windowMs: 60_000 };

describe('rate limiter', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('allows the limit, refuses the next call, keeps keys apart and starts again with the window', async () => {
    const clock = testClock(new Date('2025-06-01T10:00:30Z'));
    const limiter = createRateLimiter(database.db, clock);
    const results = [];
    for (let call = 0; call < 4; call++) results.push(await limiter.consume(rule, 'a'));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.consume(rule, 'b')).toBe(true);
    expect(await limiter.consume({ ...rule, name: 'other' }, 'a')).toBe(true);
    // Fixed windows: the next one starts on the minute, not 60 s after the first call.
    clock.advance(29_999);
    expect(await limiter.consume(rule, 'a')).toBe(false);
    clock.advance(1);
    expect(await limiter.consume(rule, 'a')).toBe(true);
  });

  it('counts concurrent calls exactly once each', async () => {
    const repository = createRateLimitRepository(database.db);
    const windowStart = new Date('2025-06-01T11:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => repository.hit('concurrent', windowStart)),
    );
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('counts attempts until forgiven, so only failures use the limit', async () => {
    const clock = testClock(new Date('2025-06-01T12:00:10Z'));
    const limiter = createRateLimiter(database.db, clock);
    for (let call = 0; call < 10; call++) {
      const attempt = await limiter.attempt(rule, 'forgiven');
      expect(attempt.allowed).toBe(true);
      await attempt.forgive();
      // Forgiving twice takes back one call only.
      await attempt.forgive();
    }
    const failures = [];
    for (let call = 0; call < 4; call++) {
      failures.push((await limiter.attempt(rule, 'forgiven')).allowed);
    }
    expect(failures).toEqual([true, true, true, false]);
    // A forgiveness after the window ended leaves the new window alone.
    const late = await limiter.attempt(rule, 'late');
    clock.advance(60_000);
    for (let call = 0; call < 3; call++) await limiter.attempt(rule, 'late');
    await late.forgive();
    expect((await limiter.attempt(rule, 'late')).allowed).toBe(false);
  });

  it('forgets windows that have ended', async () => {
    const repository = createRateLimitRepository(database.db);
    await repository.hit('old', new Date('2025-01-01T00:00:00Z'));
    await repository.deleteStale(new Date('2025-02-01T00:00:00Z'));
    const left = await database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', 'old')
      .execute();
    expect(left).toEqual([]);
  });
});
