import type { UserDetails } from '@shop/domain';
import fp from 'fastify-plugin';
import type { Sources } from './kept/kept-answers';

/**
 * The lists of POST /api/fetchAllUserDetails besides userInfo (docs/api/profile.md#user-record),
 * each typed by the user record's contract in @shop/domain.
 */
export type AccountSection = Exclude<keyof UserDetails, 'userInfo'>;
export type AccountSections = Pick<UserDetails, AccountSection>;

/**
 * Loads one section for a user, read from the owning feature's repository, and from the section's
 * own sources when it has any.
 */
export type SectionLoader<S extends AccountSection, Own extends Sources = Sources> = (
  userId: string,
  sources: Own,
) => Promise<UserDetails[S]>;

/**
 * What a section reads besides the database rows its remembered reads keep: snapshots of other
 * data (the catalogue's prices) or of the time (a cancel window that closes), one set per request.
 */
export type SectionSources<Own extends Sources> = (userId: string) => Own;

export interface AccountDetails {
  /** Called once by the feature that owns the section, when its plugin registers. */
  provide<S extends AccountSection, Own extends Sources = Sources>(
    section: S,
    loader: SectionLoader<S, Own>,
    sources?: SectionSources<Own>,
  ): void;
  /** Every section's sources for one request, named `section.source` (for keptAnswers). */
  sources(userId: string): Sources;
  /**
   * Every section for the user; a section no feature provides yet is empty. Each reads its
   * sources from `sources` (as `sources(userId)` named them) when given, else afresh.
   */
  load(userId: string, sources?: Sources): Promise<AccountSections>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountDetails: AccountDetails;
  }
}

type Provider = { loader: SectionLoader<AccountSection>; sources?: SectionSources<Sources> };

/** The entries of `sources` named `section.…`, under their own names. */
function sectionPart(sources: Sources, section: string): Sources {
  const prefix = `${section}.`;
  return Object.fromEntries(
    Object.entries(sources)
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, source]) => [name.slice(prefix.length), source]),
  );
}

/**
 * Lets each feature (cart, orders, tickets, addresses, coupons) contribute its list to the user
 * record without the profile module importing every feature.
 */
export const accountDetailsPlugin = fp(
  async (app) => {
    const providers: { [S in AccountSection]?: Provider } = {};
    app.decorate('accountDetails', {
      provide(section, loader, sources) {
        if (providers[section]) throw new Error(`Account section ${section} provided twice`);
        providers[section] = { loader, sources } as unknown as Provider;
      },
      sources(userId) {
        const all: Sources = {};
        for (const [section, provider] of Object.entries(providers)) {
          for (const [name, source] of Object.entries(provider.sources?.(userId) ?? {})) {
            all[`${section}.${name}`] = source;
          }
        }
        return all;
      },
      async load(userId, sources) {
        // One after another: PGlite is a single connection anyway.
        const section = async <S extends AccountSection>(name: S): Promise<UserDetails[S]> => {
          const provider = providers[name];
          if (!provider) return [] as UserDetails[S];
          const own = sources ? sectionPart(sources, name) : (provider.sources?.(userId) ?? {});
          return (await provider.loader(userId, own)) as UserDetails[S];
        };
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
