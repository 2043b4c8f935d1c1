import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORIES } from './accessory-categories';
import { accessoryListSchema } from './accessory-schema';

const file = new URL('../../../../data/accessories/accessories.json', import.meta.url);

describe('data/accessories/accessories.json', () => {
  const parsed = accessoryListSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));

  it('passes the accessory schema the server seeds with', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it.each(ACCESSORY_CATEGORIES)('offers at least six %s add-ons', (category) => {
    const inCategory = (parsed.data ?? []).filter((accessory) => accessory.category === category);
    expect(inCategory.length).toBeGreaterThanOrEqual(6);
  });
});
