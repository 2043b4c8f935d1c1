import { describe, expect, it } from 'vitest';
import { type Accessory, accessoryListSchema, accessorySchema } from './accessory-schema';

const mouse: Accessory = {
  id: 'logitech-g102-lightsync',
  category: 'mouse',
  itemShort: 'Logitech G102 Lightsync',
  item: 'Wired gaming mouse',
  price: 1395,
  warranty: 2,
  colour: '#161616',
  facts: {
    origin: 'China',
    maker: 'Logitech International S.A., Lausanne, Switzerland',
    importer: 'Logitech Electronics India Pvt. Ltd., Bengaluru, Karnataka',
  },
};

describe('accessorySchema', () => {
  it('refuses a price in part-rupees, a category the shop does not sell and a colour name', () => {
    expect(accessorySchema.safeParse({ ...mouse, price: 1395.5 }).success).toBe(false);
    expect(accessorySchema.safeParse({ ...mouse, category: 'speaker' }).success).toBe(false);
    expect(accessorySchema.safeParse({ ...mouse, colour: 'black' }).success).toBe(false);
  });

  it('refuses an add-on without its origin or maker, naming the field', () => {
    const { facts: _none, ...bare } = mouse;
    const paths = (value: unknown) =>
      accessorySchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(bare)).toEqual(['facts']);
    expect(paths({ ...mouse, facts: { ...mouse.facts, origin: undefined } })).toEqual([
      'facts.origin',
    ]);
    expect(paths({ ...mouse, facts: { ...mouse.facts, maker: '' } })).toEqual(['facts.maker']);
  });

  it('refuses two add-ons with one id or one name, which carts could not tell apart', () => {
    const sameId = accessoryListSchema.safeParse([mouse, { ...mouse, itemShort: 'Other' }]);
    const sameName = accessoryListSchema.safeParse([mouse, { ...mouse, id: 'other' }]);
    expect(sameId.error?.issues[0]?.message).toBe('id "logitech-g102-lightsync" is used twice');
    expect(sameName.error?.issues[0]?.path).toEqual([1, 'itemShort']);
  });
});
