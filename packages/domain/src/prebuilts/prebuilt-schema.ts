import { z } from 'zod';
import { completeSelectionSchema, SELECTION_FIELDS } from '../configurator/sections';
import { photosField } from '../products/photos';
import { useCaseSchema } from './use-case-schema';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An id is lower-case words joined by hyphens')
  .max(80);

/**
 * One pre-built as data/prebuilts/prebuilts.json holds it (docs/api/prebuilts.md#data): what it is
 * for, what it is called, and the catalogue parts it is made of. Its price is never stored: it is
 * the quote of its parts, so a part's price or stock reprices or stocks it at once.
 */
export const prebuiltDefinitionSchema = z.object({
  id: slug,
  useCase: useCaseSchema,
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(400),
  selection: completeSelectionSchema,
  photos: photosField,
});
export type PrebuiltDefinition = z.infer<typeof prebuiltDefinitionSchema>;

/** The whole range: ids and names unique, and no two machines made of the very same parts. */
export const prebuiltListSchema = z.array(prebuiltDefinitionSchema).superRefine((list, ctx) => {
  const seen = { id: new Map<string, number>(), name: new Map<string, number>() };
  const parts = new Map<string, number>();
  list.forEach((machine, index) => {
    for (const key of ['id', 'name'] as const) {
      const first = seen[key].get(machine[key]);
      if (first === undefined) seen[key].set(machine[key], index);
      else
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `The ${key} "${machine[key]}" is already used by row ${first + 1}`,
        });
    }
    const key = SELECTION_FIELDS.map((field) => machine.selection[field]).join('|');
    const same = parts.get(key);
    if (same === undefined) parts.set(key, index);
    else
      ctx.addIssue({
        code: 'custom',
        path: [index, 'selection'],
        message: `The same parts as row ${same + 1} (${list[same]?.id})`,
      });
  });
});
