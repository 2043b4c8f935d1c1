import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createHashQueue, HashQueueFullError } from './hash-queue';

/**
 * OWASP's scrypt cost, as log2(N): N = 2^15 with r = 8, p = 3, which OWASP's table rates as strong
 * as N = 2^17 with p = 1 in a quarter of the memory (32 MiB a derivation, about a fifth of a second
 * here; docs/decisions/116-a-worker-within-300-mb.md). Production refuses anything lower; tests
 * lower it to stay fast.
 */
export const OWASP_PASSWORD_HASH_COST = 15;

const BLOCK_SIZE = 8;
/** Node runs the p lanes one after the other, so memory stays that of one lane. */
const PARALLELISM = 3;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// Node refuses more than 32 MiB unless maxmem is raised.
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;
/**
 * Each derivation at OWASP's cost holds 32 MiB (a hash stored at N = 2^17 still 128 MiB to check): a
 * burst of logins waits its turn instead of exhausting memory (two at once also leaves libuv's other threads free for file and DNS work). The
 * line is fair between clients and bounded (hash-queue.ts): past it, HashQueueFullError.
 */
export const HASH_QUEUE_LIMITS = { workers: 2, perClient: 4, maxWaiting: 64 } as const;
/** Whose turn a derivation with no client named (a command-line tool, a test) takes. */
const NO_CLIENT = 'local';
/** How many of the latest checks' durations an unknown email's answer is timed from. */
const TIMES_KEPT = 32;

export type Parameters = { N: number; r: number; p: number };

export interface PasswordHasher {
  /**
   * `scrypt$N$r$p$salt$key` (base64url): each hash keeps its parameters, so the cost can change.
   * `client` (the caller's address) decides whose turn it waits for.
   */
  hash(password: string, client?: string): Promise<string>;
  /** Checks a password against a stored hash, at the parameters stored with it. */
  verify(password: string, stored: string, client?: string): Promise<boolean>;
  /**
   * A hash to check against when the email is unknown. Checking it derives nothing: it waits as
   * long as a recent real check took, waiting in line included, and is refused when the client's
   * line is full as a real one would be, so neither the answer nor its timing tells which addresses
   * have accounts, and junk with made-up emails costs the shop a timer, not a derivation
   * (docs/decisions/038-slow-clients-and-the-password-hash-queue.md).
   */
  decoyHash(): Promise<string>;
  /** Whether a hash for this client would be queued now (HASH_QUEUE_LIMITS), not refused. */
  hasRoom(client: string): boolean;
  /**
   * Whether a stored hash was made at other parameters than new ones are: after a right password
   * it is made again, so a hash from an older cost (N = 2^17 needed 128 MiB to check) does not stay
   * (docs/decisions/116-a-worker-within-300-mb.md).
   */
  isOutdated(stored: string): boolean;
}

/** Derives a key: scrypt itself, or a stand-in a test controls. */
export type Derive = (password: string, salt: Buffer, parameters: Parameters) => Promise<Buffer>;

/** Hashes new passwords at scrypt N = 2^cost (config's passwordHashCost). */
export function createPasswordHasher(cost: number, derive: Derive = scryptKey): PasswordHasher {
  const parameters: Parameters = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM };
  const queue = createHashQueue(HASH_QUEUE_LIMITS);
  const times = createRecentTimes(TIMES_KEPT);
  /** Runs a derivation in the client's turn, noting how long it took with its wait. */
  const inTurn = async (client: string, work: () => Promise<Buffer>) => {
    const started = performance.now();
    const key = await queue.run(client, work);
    times.note(performance.now() - started);
    return key;
  };
  const hash = async (password: string, client = NO_CLIENT) => {
    const salt = randomBytes(SALT_BYTES);
    const key = await inTurn(client, () => derive(password, salt, parameters));
    const { N, r, p } = parameters;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  let decoy: Promise<string> | undefined;
  let decoyStored: string | undefined;
  /** An unknown email's check: refused as a real one would be, else as long as a recent one. */
  const imitateCheck = async (client: string) => {
    if (!queue.hasRoom(client)) throw new HashQueueFullError('Too many password checks waiting');
    await sleep(times.pick());
    return false;
  };
  return {
    hash,
    hasRoom: queue.hasRoom,
    isOutdated(stored) {
      const [, N, r, p] = stored.split('$');
      return `${N}$${r}$${p}` !== `${parameters.N}$${parameters.r}$${parameters.p}`;
    },
    verify: (password, stored, client = NO_CLIENT) =>
      decoyStored !== undefined && stored === decoyStored
        ? imitateCheck(client)
        : verifyPassword(password, stored, (work) => inTurn(client, work), derive),
    decoyHash() {
      decoy ??= hash(randomBytes(16).toString('hex')).then((made) => {
        decoyStored = made;
        return made;
      });
      return decoy;
    },
  };
}

/** The latest `kept` durations (ms), to pick one at random from. */
function createRecentTimes(kept: number) {
  const durations: number[] = [];
  let next = 0;
  return {
    note(ms: number) {
      durations[next] = ms;
      next = (next + 1) % kept;
    },
    pick: () => durations[Math.floor(Math.random() * durations.length)] ?? 0,
  };
}

/** Checks a password against a stored hash; `inTurn` queues the derivation (none: at once). */
export async function verifyPassword(
  password: string,
  stored: string,
  inTurn: (work: () => Promise<Buffer>) => Promise<Buffer> = (work) => work(),
  derive: Derive = scryptKey,
): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await inTurn(() =>
    derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function scryptKey(password: string, salt: Buffer, { N, r, p }: Parameters): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
