import { z } from 'zod';
import { PC_ASSEMBLY, type ProductFacts, productFactsSchema } from './product-facts';

/**
 * The facts of an item as a cart line or an order keeps it (docs/api/product-facts.md): a PC's
 * assembly and each of its parts' facts, or an add-on's own. Orders freeze the item when paid, so
 * an invoice states what was true of the goods sold, whatever the catalogue says later.
 */
export type ItemFacts =
  | {
      kind: 'pc';
      assembly: typeof PC_ASSEMBLY;
      /** By part key (processor, chipset...); null for "Not Available". */
      parts: Record<string, ProductFacts | null>;
    }
  | { kind: 'product'; facts: ProductFacts };

const pcFacts = z.object({ facts: z.record(z.string(), productFactsSchema.nullable()) });
const prebuiltFacts = z.object({ pc: pcFacts });
const productFacts = z.object({ facts: productFactsSchema });

/** null when the item was sold before the shop stated facts, or is not one the shop sells. */
export function factsOfItem(itemType: string, item: unknown): ItemFacts | null {
  const pc =
    itemType === 'PC'
      ? pcFacts.safeParse(item).data
      : itemType === 'PB'
        ? prebuiltFacts.safeParse(item).data?.pc
        : undefined;
  if (pc) return { kind: 'pc', assembly: PC_ASSEMBLY, parts: pc.facts };
  if (itemType === 'PC' || itemType === 'PB') return null;
  const product = productFacts.safeParse(item).data;
  return product ? { kind: 'product', facts: product.facts } : null;
}
