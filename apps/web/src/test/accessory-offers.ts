import type { AccessoryOffer } from '@shop/domain';

// Add-ons as the catalogue answers them, for the add-ons screen's and the cart's tests.

export const MOUSE: AccessoryOffer = {
  id: 'logitech-g102-lightsync',
  category: 'mouse',
  itemShort: 'Logitech G102 Lightsync',
  item: 'Wired gaming mouse, 8000 DPI, RGB lighting',
  price: 1395,
  warranty: 2,
  colour: '#161616',
  facts: {
    origin: 'China',
    maker: 'Logitech International S.A., Lausanne, Switzerland',
    importer: 'Logitech Electronics India Pvt. Ltd., Bengaluru, Karnataka',
  },
  stock: 'Y',
};
export const HEADSET: AccessoryOffer = {
  id: 'hyperx-cloud-ii',
  category: 'headset',
  itemShort: 'HyperX Cloud II',
  item: 'Wired gaming headset, 7.1 surround',
  price: 6490,
  warranty: 2,
  colour: '#8b1a1a',
  facts: {
    origin: 'China',
    maker: 'HP Inc. (HyperX), Palo Alto, California, United States',
    importer: 'HP India Sales Pvt. Ltd., Bengaluru, Karnataka',
  },
  stock: 'Y',
};
export const MONITOR: AccessoryOffer = {
  id: 'lg-ultragear-24gs60f',
  category: 'monitor',
  itemShort: 'LG UltraGear 24GS60F',
  item: '24-inch Full HD IPS gaming monitor, 180 Hz',
  price: 11499,
  warranty: 3,
  colour: '#1c1c1e',
  facts: {
    origin: 'China',
    maker: 'LG Electronics Inc., Seoul, South Korea',
    importer: 'LG Electronics India Ltd., Greater Noida, Uttar Pradesh',
  },
  stock: 'N',
};
