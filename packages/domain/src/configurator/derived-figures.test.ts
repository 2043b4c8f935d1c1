import { describe, expect, it } from 'vitest';
import { buildPcObject } from './build-object';
import {
  derivedFigures,
  freeM2Slots,
  freeRamSlots,
  freeSataPorts,
  maxPower,
  powerHeadroom,
  usbTotal,
} from './derived-figures';
import type { PcBuild } from './pc-build-schema';
import { COMPATIBLE_SELECTION, catalogueWith } from './test-catalogue';

const expansion = (changes: Partial<PcBuild['expansion']>): PcBuild['expansion'] => ({
  chipsetM2Slots: 3,
  chipsetSataPorts: 4,
  chispetRamSlots: 4,
  ramCount: 2,
  psPort: 'm.2',
  ssPort: 'none',
  cabinetSata: { sata25: 2, sata35: 1 },
  ...changes,
});

const connectivity = (tch: number): PcBuild['connectivity'] => ({
  chipsetConnectivity: {
    usb20: 2,
    usb30: 4,
    usb32a: 1,
    usb32c: 1,
    tch,
    wifi: 'None',
    bt: 'None',
    lan: '1 GbE',
    audio: 'ALC897',
  },
  cabinetConnectivity: { usb20: 1, usb30: 2, usb32a: 0, usb32c: 1 },
  chipsetDisplay: [],
  gpuDisplay: [],
});

describe('power figures', () => {
  it('max power is 1.25 x (processor TDP + GPU TDP)', () => {
    expect(maxPower(253, 575)).toBe(1035);
    expect(maxPower(65, 0)).toBe(81.25);
  });

  it('power headroom is PSU watts minus (processor TDP + 1.25 x GPU TDP)', () => {
    expect(powerHeadroom(850, 181, 300)).toBe(294);
    expect(powerHeadroom(450, 88, 0)).toBe(362);
    expect(powerHeadroom(550, 253, 300)).toBe(-78);
  });
});

describe('slot figures', () => {
  it('free M.2 slots are the board slots minus one per M.2 drive', () => {
    expect(freeM2Slots(expansion({}))).toBe(2);
    expect(freeM2Slots(expansion({ ssPort: 'm.2' }))).toBe(1);
    expect(freeM2Slots(expansion({ ssPort: 'sata' }))).toBe(2);
  });

  it('free SATA is the lower of board ports and cabinet bays, minus one per SATA drive', () => {
    expect(freeSataPorts(expansion({}))).toBe(3);
    expect(freeSataPorts(expansion({ ssPort: 'sata' }))).toBe(2);
    expect(freeSataPorts(expansion({ chipsetSataPorts: 2, ssPort: 'sata' }))).toBe(1);
  });

  it('free RAM slots are the board slots minus the kit modules', () => {
    expect(freeRamSlots(expansion({}))).toBe(2);
    expect(freeRamSlots(expansion({ chispetRamSlots: 2, ramCount: 2 }))).toBe(0);
  });
});

describe('USB total', () => {
  it('counts the cabinet Type-C port when the board has a Type-C header', () => {
    expect(usbTotal(connectivity(1))).toBe(8 + 3 + 1);
  });

  it('leaves the cabinet Type-C port out without a header', () => {
    expect(usbTotal(connectivity(0))).toBe(8 + 3);
  });
});

describe('derivedFigures', () => {
  it('gives every figure for a build object', () => {
    const build = buildPcObject(catalogueWith(), COMPATIBLE_SELECTION);
    if (!build) throw new Error('the fixture build is complete');
    expect(derivedFigures(build)).toEqual({
      maxPower: 375,
      powerHeadroom: 400,
      freeM2Slots: 1,
      freeSataPorts: 4,
      freeRamSlots: 2,
      usbTotal: 9,
    });
  });
});
