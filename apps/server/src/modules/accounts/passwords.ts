import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import pLimit from 'p-limit';

// OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (about 128 MiB and a quarter of a second
// here). Node refuses more than 32 MiB unless maxmem is raised.
const PARAMETERS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;
// Each derivation holds about 128 MiB: a burst of logins waits its turn instead of exhausting memory
// (two at once also leaves libuv's other threads free for file and DNS work).
const derivations = pLimit(2);

/** `scrypt$N$r$p$salt$key` (base64url), so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Checked against when the email is unknown, so a wrong email costs the same time as a wrong
// password and the answer's timing does not tell which addresses have accounts.
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

function derive(
  password: string,
  salt: Buffer,
  { N, r, p }: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: maxmemFor(N, r) };
  return derivations(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}
