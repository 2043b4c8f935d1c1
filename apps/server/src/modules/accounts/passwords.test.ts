import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_PASSWORD_HASH_COST, verifyPassword } from './passwords';

const PASSWORD = 'Rig#Forge2025';

describe('password hashes', () => {
  it('record their cost, so a hash made at one cost verifies under another', async () => {
    const cheap = createPasswordHasher(4);
    const stored = await cheap.hash(PASSWORD);
    expect(stored).toMatch(/^scrypt\$16\$8\$1\$[\w-]{22}\$[\w-]{43}$/);

    const dearer = createPasswordHasher(10);
    expect(await dearer.verify(PASSWORD, stored)).toBe(true);
    expect(await dearer.verify('Rig#Forge2026', stored)).toBe(false);
    expect(await cheap.verify(PASSWORD, await dearer.hash(PASSWORD))).toBe(true);
  });

  // Two derivations at full cost: slow on purpose, so the time limit is a generous one.
  it("work at OWASP's cost, the production default (N = 2^17 needs maxmem raised)", {
    timeout: 60_000,
  }, async () => {
    const hasher = createPasswordHasher(OWASP_PASSWORD_HASH_COST);
    const stored = await hasher.hash(PASSWORD);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
  });

  it('salt every hash, and keep one decoy per hasher at its own cost', async () => {
    const hasher = createPasswordHasher(4);
    expect(await hasher.hash(PASSWORD)).not.toBe(await hasher.hash(PASSWORD));
    const decoy = await hasher.decoyHash();
    expect(decoy).toMatch(/^scrypt\$16\$/);
    expect(await hasher.decoyHash()).toBe(decoy);
    expect(await hasher.verify(PASSWORD, decoy)).toBe(false);
  });

  it('refuses anything that is not a scrypt hash', async () => {
    expect(await verifyPassword(PASSWORD, 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword(PASSWORD, '')).toBe(false);
  });
});
