/** Bits per email the set is made for: about 1 % of other emails then look known. */
const BITS_PER_EMAIL = 10;
const HASHES = 7;
/** The fewest bits a set has, so a new shop's first customers still fit. */
const MIN_BITS = 1 << 16;

/** 32-bit FNV-1a of the text's UTF-16 code units, from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Lower-cased emails of accounts with a password, learned at start-up and at each login: the login
 * line's hint (login-line.ts). A Bloom filter, sized for twice the emails known at start-up: a
 * year's 300,000 accounts take 750 KB, where a set of their emails took some 30 MB. An email it
 * never learned looks known about once in a hundred, and more often once the shop has grown past
 * twice its start-up size until the next start; being known only orders the work, so such an
 * email's login goes first and gets the same answer.
 */
export function createKnownEmails(expected: number) {
  const bits = Math.max(MIN_BITS, 2 * expected * BITS_PER_EMAIL);
  const words = new Uint32Array(Math.ceil(bits / 32));
  const positions = (email: string) => {
    const text = email.toLowerCase();
    const first = fnv1a(text, 0);
    const step = (fnv1a(text, first) | 1) >>> 0;
    return Array.from({ length: HASHES }, (_, index) => (first + index * step) % bits);
  };
  return {
    has: (email: string) =>
      positions(email).every((bit) => (words[bit >>> 5] as number) & (1 << (bit & 31))),
    add(email: string) {
      for (const bit of positions(email))
        words[bit >>> 5] = (words[bit >>> 5] as number) | (1 << (bit & 31));
    },
  };
}
export type KnownEmails = ReturnType<typeof createKnownEmails>;
