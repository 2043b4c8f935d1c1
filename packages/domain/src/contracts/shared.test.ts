import { describe, expect, it } from 'vitest';
import { storedUuid } from './shared';

describe('storedUuid', () => {
  it('takes every id a PostgreSQL uuid column answers, with or without RFC 9562 version digits', () => {
    const ids = [
      crypto.randomUUID(),
      // md5 digits cast to uuid, as bulk seeds make them: no version, no variant.
      '0cc175b9-c0f1-b6a8-31c3-99e269772661',
      '00000000-0000-0000-0000-000000000001',
    ];
    for (const id of ids) expect(storedUuid().safeParse(id).success, id).toBe(true);
  });

  it('refuses what the column would refuse, with the message given', () => {
    for (const id of ['not-a-request', '0cc175b9c0f1b6a831c399e269772661x', '0cc175b9-c0f1-b6a8']) {
      expect(storedUuid().safeParse(id).success, id).toBe(false);
    }
    const refused = storedUuid({ error: 'Request not found' }).safeParse('x');
    expect(refused.error?.issues[0]?.message).toBe('Request not found');
  });
});
