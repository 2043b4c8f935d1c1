import {
  type Accessory,
  type AccessoryOffer,
  buildPcObject,
  type PcBuild,
  type PrebuiltProduct,
} from '@shop/domain';
import { firstChoiceSelection, REAL_CATALOGUE } from '../components/pc-build/catalogue-fixture';

/** For tests only: the products cart lines and orders carry, whole, as the server sends them. */

const FIRST_CHOICE: PcBuild = (() => {
  const build = buildPcObject(REAL_CATALOGUE, firstChoiceSelection());
  if (!build) throw new Error('The first choice of every field makes no build');
  return build;
})();

/** A custom PC's build object: the real catalogue's first choices, in the cabinet colour given. */
export function testPcBuild(cabinetColour = '#111111'): PcBuild {
  return { ...FIRST_CHOICE, cabinetColour };
}

/** A pre-built as a cart line holds it: its build under `pc`. */
export function testPrebuilt(id = 'prebuilt-1'): PrebuiltProduct {
  const pc = testPcBuild();
  return {
    id,
    useCase: 'gaming',
    name: 'Test Pre-built',
    tier: 'Pro PC',
    pc,
    pcShort: 'Test parts',
  };
}

/** An add-on as a cart line holds it: the offer without its stock. */
export function accessoryProduct({ stock: _stock, ...accessory }: AccessoryOffer): Accessory {
  return accessory;
}
