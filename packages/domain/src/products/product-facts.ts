import { z } from 'zod';

/**
 * What India's rules ask an online shop to state on every listing
 * (docs/decisions/050-product-facts-on-every-listing.md): the country of origin, the manufacturer
 * (name and address) and, for imported goods, the importer. The data files carry them
 * (data/catalogue/README.md#product-facts); the seeders refuse a listing without them.
 */

/** The countries the shop's goods come from, spelt one way so a typo is refused, not shown. */
export const ORIGIN_COUNTRIES = [
  'China',
  'Czech Republic',
  'France',
  'Germany',
  'India',
  'Indonesia',
  'Japan',
  'Malaysia',
  'Mexico',
  'Philippines',
  'Singapore',
  'South Korea',
  'Taiwan',
  'Thailand',
  'United States',
  'Vietnam',
] as const;
export type OriginCountry = (typeof ORIGIN_COUNTRIES)[number];

export const INDIA: OriginCountry = 'India';

export const PRODUCT_FACTS_REQUIRED =
  'Every product states its facts: origin, maker and (when imported) importer';

const party = (what: string) =>
  z
    .string({ error: `State the ${what}: name, town and country` })
    .trim()
    .min(3, `State the ${what}: name, town and country`)
    .max(200);

export const productFactsSchema = z
  .object(
    {
      /** The country the product was made in, as its label states. */
      origin: z.enum(ORIGIN_COUNTRIES, {
        error: `State the country of origin, one of: ${ORIGIN_COUNTRIES.join(', ')}`,
      }),
      /** The manufacturer: name, town and country. */
      maker: party('manufacturer'),
      /** The importer in India for goods made abroad: name, town and state; null when made in India. */
      importer: party('importer').nullable(),
    },
    { error: () => PRODUCT_FACTS_REQUIRED },
  )
  .superRefine((facts, ctx) => {
    if (facts.origin !== INDIA && facts.importer === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['importer'],
        message: `Made in ${facts.origin}: name the importer in India`,
      });
    }
    if (facts.origin === INDIA && facts.importer !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['importer'],
        message: 'Made in India: there is no importer, leave it null',
      });
    }
  });
export type ProductFacts = z.infer<typeof productFactsSchema>;

/** Every PC, custom or pre-built, is assembled and tested by the shop in Chennai. */
export const PC_ASSEMBLY = {
  country: INDIA,
  assembler: 'RigForge, 142 Velachery Main Road, Velachery, Chennai, Tamil Nadu 600042',
  statement: 'Assembled in India',
} as const;

/** The terms a buyer reads before paying, linked from every product. */
export const PURCHASE_TERMS_LINKS = [
  { label: 'Returns', to: '/returns-policy' },
  { label: 'Cancellation and refunds', to: '/cancellation-and-refund-policy' },
  { label: 'Delivery', to: '/shipping-policy' },
] as const;

/** Each country once with how many of the parts come from it, most first (ties by name). */
export function originsOf(
  facts: readonly (ProductFacts | null | undefined)[],
): { country: OriginCountry; parts: number }[] {
  const counts = new Map<OriginCountry, number>();
  for (const each of facts) {
    if (each) counts.set(each.origin, (counts.get(each.origin) ?? 0) + 1);
  }
  return [...counts]
    .map(([country, parts]) => ({ country, parts }))
    .sort((a, b) => b.parts - a.parts || a.country.localeCompare(b.country));
}
