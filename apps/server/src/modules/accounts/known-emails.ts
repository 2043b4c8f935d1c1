import { BloomFilter } from 'mnemonist';

/** About 1 % of other emails then look known. */
const ERROR_RATE = 0.01;
/** The fewest emails a set is made for, so a new shop's first customers still fit. */
const MIN_CAPACITY = 8_192;

/**
 * Lower-cased emails of accounts with a password, learned at start-up and at each login: the login
 * line's hint (login-line.ts). A Bloom filter, sized for twice the emails known at start-up: a
 * year's 300,000 accounts take under 1 MB, where a set of their emails took some 30 MB. An email it
 * never learned looks known about once in a hundred, and more often once the shop has grown past
 * twice its start-up size until the next start; being known only orders the work, so such an
 * email's login goes first and gets the same answer (docs/decisions/116-a-worker-within-300-mb.md).
 */
export function createKnownEmails(expected: number) {
  const filter = new BloomFilter({
    capacity: Math.max(MIN_CAPACITY, 2 * expected),
    errorRate: ERROR_RATE,
  });
  return {
    has: (email: string) => filter.test(email.toLowerCase()),
    add(email: string) {
      filter.add(email.toLowerCase());
    },
  };
}
export type KnownEmails = ReturnType<typeof createKnownEmails>;
