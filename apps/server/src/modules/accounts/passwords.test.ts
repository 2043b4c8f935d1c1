import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HashQueueFullError } from './hash-queue';
import {
  createPasswordHasher,
  type Derive,
  HASH_QUEUE_LIMITS,
  OWASP_PASSWORD_HASH_COST,
  verifyPassword,
} from './passwords';

const PASSWORD = 'Rig#Forge2025';

describe('password hashes', () => {
  it('record their cost, so a hash made at one cost verifies under another', async () => {
    const cheap = createPasswordHasher(4);
    const stored = await cheap.hash(PASSWORD);
    expect(stored).toMatch(/^scrypt\$16\$8\$3\$[\w-]{22}\$[\w-]{43}$/);

    const dearer = createPasswordHasher(10);
    expect(await dearer.verify(PASSWORD, stored)).toBe(true);
    expect(await dearer.verify('Rig#Forge2026', stored)).toBe(false);
    expect(await cheap.verify(PASSWORD, await dearer.hash(PASSWORD))).toBe(true);
  });

  it('still verify a hash stored with one lane (p = 1), as hashes were once made', async () => {
    const salt = Buffer.from('a-sixteen-b-salt');
    const key = scryptSync(PASSWORD, salt, 32, { N: 16, r: 8, p: 1 });
    const stored = ['scrypt', 16, 8, 1, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
    const hasher = createPasswordHasher(10);
    expect(await hasher.verify(PASSWORD, stored)).toBe(true);
    expect(await hasher.verify('Rig#Forge2026', stored)).toBe(false);
  });

  it('tell a hash made at other parameters from one made at their own', async () => {
    const hasher = createPasswordHasher(10);
    expect(hasher.isOutdated(await hasher.hash(PASSWORD))).toBe(false);
    expect(hasher.isOutdated(await createPasswordHasher(4).hash(PASSWORD))).toBe(true);
    const oneLane = await hasher.hash(PASSWORD).then((made) => made.replace('$8$3$', '$8$1$'));
    expect(hasher.isOutdated(oneLane)).toBe(true);
  });

  // Two derivations at full cost: slow on purpose, so the time limit is a generous one.
  it("work at OWASP's cost, the production default (N = 2^15, p = 3 needs maxmem raised)", {
    timeout: 60_000,
  }, async () => {
    const hasher = createPasswordHasher(OWASP_PASSWORD_HASH_COST);
    const stored = await hasher.hash(PASSWORD);
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
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

  it("check an unknown email without deriving or taking a place in line, so junk from 200 addresses leaves a customer's check to run at once", async () => {
    // Derivations the test finishes: it sees which started, and when.
    const started: string[] = [];
    const finishers: Array<() => void> = [];
    const derive: Derive = (password) =>
      new Promise<Buffer>((resolve) => {
        started.push(password);
        finishers.push(() => resolve(Buffer.alloc(32, password)));
      });
    const hasher = createPasswordHasher(4, derive);
    const decoyMade = hasher.decoyHash();
    finishers.shift()?.();
    const decoy = await decoyMade;
    started.length = 0;

    const junk = Array.from({ length: 200 }, (_, index) =>
      hasher.verify('Wrong#Pass1', decoy, `198.51.100.${index}`),
    );
    const customersHash = `scrypt$16$8$1$c2FsdA$${Buffer.alloc(32, PASSWORD).toString('base64url')}`;
    const customer = hasher.verify(PASSWORD, customersHash, 'customer');
    // Only the customer's check derives, at once; no junk waits in line, so none is refused.
    expect(started).toEqual([PASSWORD]);
    expect(hasher.hasRoom('customer')).toBe(true);
    finishers.shift()?.();
    expect(await customer).toBe(true);
    expect(await Promise.all(junk)).toEqual(Array(200).fill(false));
  });

  it("answer an unknown email as a real check would be: refused when the client's line is full, else after as long as a recent check", async () => {
    const finishers: Array<() => void> = [];
    const derive: Derive = () =>
      new Promise<Buffer>((resolve) => finishers.push(() => resolve(Buffer.alloc(32))));
    const hasher = createPasswordHasher(4, derive);
    const decoyMade = hasher.decoyHash();
    const madeAt = performance.now();
    // The decoy's own derivation is the one recent check: it takes at least 40 ms.
    await new Promise((done) => setTimeout(done, 40));
    finishers.shift()?.();
    const decoy = await decoyMade;
    const took = performance.now() - madeAt;

    const askedAt = performance.now();
    expect(await hasher.verify(PASSWORD, decoy, 'someone')).toBe(false);
    expect(performance.now() - askedAt).toBeGreaterThanOrEqual(took - 2);

    const otherHash = decoy.replace('scrypt$16', 'scrypt$32');
    const filling = Array.from({ length: HASH_QUEUE_LIMITS.perClient + 1 }, () =>
      hasher.verify(PASSWORD, otherHash, 'attacker'),
    );
    await expect(hasher.verify(PASSWORD, decoy, 'attacker')).rejects.toBeInstanceOf(
      HashQueueFullError,
    );
    const allDone = Promise.all(filling);
    let done = false;
    allDone.then(() => {
      done = true;
    });
    // One of the client's checks runs at a time: finish each as it starts.
    while (!done) {
      finishers.shift()?.();
      await new Promise((next) => setImmediate(next));
    }
  });
});
