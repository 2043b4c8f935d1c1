import fp from 'fastify-plugin';

/** The lists of POST /api/fetchAllUserDetails besides userInfo (SPEC §3 user record). */
export const ACCOUNT_SECTIONS = [
  'cartInfo',
  'orderInfo',
  'userTickets',
  'addresses',
  'coupons',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Loads one section for a user, read from the owning feature's repository. */
export type SectionLoader = (userId: string) => Promise<unknown[]>;

export interface AccountDetails {
  /** Called once by the feature that owns the section, when its plugin registers. */
  provide(section: AccountSection, loader: SectionLoader): void;
  /** Every section for the user; a section no feature provides yet is empty. */
  load(userId: string): Promise<Record<AccountSection, unknown[]>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDetails: AccountDetails;
  }
}

/**
 * Lets each feature (cart, orders, tickets, addresses, coupons) contribute its list to the user
 * record without the profile module importing every feature.
 */
export const accountDetailsPlugin = fp(
  async (app) => {
    const loaders = new Map<AccountSection, SectionLoader>();
    app.decorate('accountDetails', {
      provide(section, loader) {
        if (loaders.has(section)) throw new Error(`Account section ${section} provided twice`);
        loaders.set(section, loader);
      },
      async load(userId) {
        const details = {} as Record<AccountSection, unknown[]>;
        // One after another: PGlite is a single connection anyway.
        for (const section of ACCOUNT_SECTIONS) {
          details[section] = (await loaders.get(section)?.(userId)) ?? [];
        }
        return details;
      },
    });
  },
  { name: 'account-details' },
);
