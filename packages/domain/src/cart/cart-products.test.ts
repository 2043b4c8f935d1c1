import { describe, expect, it } from 'vitest';
import { buildPcObject } from '../configurator/build-object';
import { COMPATIBLE_SELECTION, catalogueWith } from '../configurator/test-catalogue';
import {
  asLineProduct,
  asOrderProduct,
  pcBuildOfProduct,
  productColour,
  readStoredProduct,
} from './cart-products';

const build = buildPcObject(catalogueWith(), COMPATIBLE_SELECTION);
const mouse = {
  id: 'logitech-g102',
  category: 'mouse',
  itemShort: 'Logitech G102',
  item: 'Wired gaming mouse',
  price: 1395,
  warranty: 2,
  colour: '#161616',
  facts: { origin: 'China', maker: 'Logitech, Lausanne', importer: 'Logitech India, Bengaluru' },
} as const;

describe('a stored product read once, as its itemType says', () => {
  it('reads a build, a pre-built and an add-on, as objects or as JSON text', () => {
    expect(build).not.toBeNull();
    expect(readStoredProduct('PC', build)).toEqual({ itemType: 'PC', item: build });
    expect(readStoredProduct('PC', JSON.stringify(build))).toEqual({ itemType: 'PC', item: build });
    const prebuilt = {
      id: 'p',
      useCase: 'gaming',
      name: 'P',
      tier: 'Pro PC',
      pc: build,
      pcShort: 's',
    };
    expect(readStoredProduct('PB', prebuilt)).toEqual({ itemType: 'PB', item: prebuilt });
    expect(readStoredProduct('mouse', mouse)).toEqual({ itemType: 'mouse', item: mouse });
  });

  it('answers null for what does not read as the product: a reference, junk, another kind', () => {
    expect(readStoredProduct('PC', { selection: COMPATIBLE_SELECTION })).toEqual({
      itemType: 'PC',
      item: null,
    });
    expect(readStoredProduct('mouse', '{not json')).toEqual({ itemType: 'mouse', item: null });
    expect(readStoredProduct('PB', mouse)).toEqual({ itemType: 'PB', item: null });
  });

  it('finds the build and the colour of each kind, and moves between line and order', () => {
    if (!build) throw new Error('no build');
    const pb = {
      id: 'p',
      useCase: 'gaming',
      name: 'P',
      tier: 'Pro PC',
      pc: build,
      pcShort: 's',
    } as const;
    expect(pcBuildOfProduct({ itemType: 'PB', item: pb })).toBe(build);
    expect(pcBuildOfProduct({ itemType: 'mouse', item: mouse })).toBeNull();
    expect(productColour({ itemType: 'PC', item: build })).toBe(build.cabinetColour);
    expect(productColour({ itemType: 'mouse', item: mouse })).toBe('#161616');
    expect(productColour({ itemType: 'PC', item: null })).toBe('');
    const order = asOrderProduct({ itemType: 'mouse', item: mouse });
    expect(order).toEqual({ itemType: 'mouse', product: mouse });
    expect(asLineProduct(order)).toEqual({ itemType: 'mouse', item: mouse });
  });
});
