import type { UserDetails } from '@shop/domain';
import fp from 'fastify-plugin';

/**
 * The lists of POST /api/fetchAllUserDetails besides userInfo (docs/api/profile.md#user-record),
 * each typed by the user record's contract in @shop/domain.
 */
export type AccountSection = Exclude<keyof UserDetails, 'userInfo'>;
export type AccountSections = Pick<UserDetails, AccountSection>;

/** Loads one section for a user, read from the owning feature's repository. */
export type SectionLoader<S extends AccountSection> = (userId: string) => Promise<UserDetails[S]>;

export interface AccountDetails {
  /** Called once by the feature that owns the section, when its plugin registers. */
  provide<S extends AccountSection>(section: S, loader: SectionLoader<S>): void;
  /** Every section for the user; a section no feature provides yet is empty. */
  load(userId: string): Promise<AccountSections>;
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
    const loaders: { [S in AccountSection]?: SectionLoader<S> } = {};
    app.decorate('accountDetails', {
      provide(section, loader) {
        if (loaders[section]) throw new Error(`Account section ${section} provided twice`);
        loaders[section] = loader as (typeof loaders)[typeof section];
      },
      async load(userId) {
        // One after another: PGlite is a single connection anyway.
        const section = async <S extends AccountSection>(name: S): Promise<UserDetails[S]> =>
          ((await (loaders[name] as SectionLoader<S> | undefined)?.(userId)) ??
            []) as UserDetails[S];
        return {
          cartInfo: await section('cartInfo'),
          orderInfo: await section('orderInfo'),
          userTickets: await section('userTickets'),
          addresses: await section('addresses'),
          coupons: await section('coupons'),
        };
      },
    } satisfies AccountDetails);
  },
  { name: 'account-details' },
);
