import type { ProductFacts } from '../products/product-facts';
import type { Catalogue } from './catalogue';
import type {
  Cabinet,
  Chipset,
  Cooler,
  Gpu,
  Processor,
  Psu,
  Ram,
  Storage,
} from './catalogue-schema';
import type { CompleteSelection } from './sections';

/** What every test part states about itself. */
export const TEST_FACTS: ProductFacts = {
  origin: 'Taiwan',
  maker: 'Test Maker Co., Ltd., Taipei, Taiwan',
  importer: 'Test Imports Pvt. Ltd., Chennai, Tamil Nadu',
};

/** Small hand-made catalogue rows for unit tests: each maker takes only what a test cares about. */

export function processor(idcomp: string, row: Partial<Processor> = {}): Processor {
  return {
    idcomp,
    title: idcomp,
    platform: 'AMD',
    gputype: ['Dedicated'],
    series: 'Series A',
    socket: 'AM5',
    maxtdp: 100,
    igpu: null,
    cooler: null,
    price: 10_000,
    features: [`${idcomp} feature`],
    benchmark: { timespy: 1, heaven: 0, cbsc: 3, cbmc: 4, gbsc: 5, gbmc: 6 },
    igpuTimespy: 0,
    warranty: 3,
    facts: TEST_FACTS,
    ...row,
  };
}

export function chipset(idchipset: string, row: Partial<Chipset> = {}): Chipset {
  return {
    idchipset,
    chipsetName: idchipset,
    chipsetPlatform: 'AM5',
    chipsetRamType: 'DDR5',
    chipsetTdp: 200,
    chipsetSize: 'ATX',
    chipsetPrice: 10_000,
    chipsetRamSlots: 4,
    chipsetM2Slots: 2,
    chipsetSataPorts: 4,
    features: [`${idchipset} feature`],
    connectivity: {
      usb20: 2,
      usb30: 2,
      usb32a: 1,
      usb32c: 1,
      tch: 1,
      wifi: 'Wi-Fi 6',
      bt: 'Bluetooth 5.2',
      lan: '2.5 GbE',
      audio: 'Realtek ALC897',
    },
    displayout: ['HDMI'],
    warranty: 3,
    facts: TEST_FACTS,
    ...row,
  };
}

export function ram(idram: string, row: Partial<Ram> = {}): Ram {
  return {
    idram,
    ramName: idram,
    ramSize: 16,
    ramRGB: 'N',
    ramType: 'DDR5',
    ramCount: 2,
    ramPrice: 5_000,
    features: [`${idram} feature`],
    warranty: 99,
    facts: TEST_FACTS,
    ...row,
  };
}

export function gpu(idgpu: string, row: Partial<Gpu> = {}): Gpu {
  return {
    idgpu,
    gpubrand: 'NVIDIA',
    gpumodel: idgpu,
    length: 250,
    price: 30_000,
    maxtdp: 200,
    features: [`${idgpu} feature`],
    benchmarks: { timespy: 10_000, heaven: 4_000 },
    displayout: ['HDMI 2.1', '3x DisplayPort'],
    warranty: 3,
    facts: TEST_FACTS,
    ...row,
  };
}

export function cooler(idcooler: string, row: Partial<Cooler> = {}): Cooler {
  return {
    idcooler,
    coolername: idcooler,
    coolertype: 'air',
    coolersize: 150,
    maxtdp: 200,
    price: 3_000,
    features: [`${idcooler} feature`],
    warranty: 2,
    facts: TEST_FACTS,
    ...row,
  };
}

export const BOX_COOLER = cooler('box-cooler', {
  coolername: 'Box Cooler',
  coolertype: 'box',
  coolersize: 70,
  maxtdp: 65,
  price: 0,
  facts: null,
});

export function storage(idstorage: string, row: Partial<Storage> = {}): Storage {
  return {
    idstorage,
    storagename: idstorage,
    storagetype: 'm.2',
    price: 5_000,
    features: [`${idstorage} feature`],
    warranty: 5,
    facts: TEST_FACTS,
    ...row,
  };
}

export const NO_DRIVE = storage('not-available', {
  storagename: 'Not Available',
  storagetype: 'none',
  price: 0,
  features: [],
  warranty: 0,
  facts: null,
});

export function psu(idpsu: string, row: Partial<Psu> = {}): Psu {
  return {
    idpsu,
    psuname: idpsu,
    tdp: 750,
    price: 6_000,
    features: [`${idpsu} feature`],
    warranty: 5,
    facts: TEST_FACTS,
    ...row,
  };
}

export function cabinet(idcabinet: string, row: Partial<Cabinet> = {}): Cabinet {
  return {
    idcabinet,
    cabinetbrand: 'Lian Li',
    cabinetmodel: idcabinet,
    cabinetchipset: ['ATX', 'mATX', 'ITX'],
    cabinetvga: 400,
    cabinetcooler: { maxAirHeight: 170, maxRadiator: 360 },
    price: 8_000,
    features: [`${idcabinet} feature`],
    connectivity: { usb20: 0, usb30: 2, usb32a: 0, usb32c: 1 },
    expansion: { sata25: 2, sata35: 2 },
    warranty: 1,
    facts: TEST_FACTS,
    colour: '#101010',
    ...row,
  };
}

/** One of everything, all compatible; tests replace the tables they are about. */
export function catalogueWith(tables: Partial<Catalogue> = {}): Catalogue {
  return {
    processors: [processor('cpu')],
    rams: [ram('ram')],
    chipsets: [chipset('board')],
    gpus: [gpu('card')],
    coolers: [BOX_COOLER, cooler('air')],
    storages: [NO_DRIVE, storage('ssd')],
    psus: [psu('psu')],
    cabinets: [cabinet('case')],
    ...tables,
  };
}

/** A complete, compatible selection of catalogueWith()'s rows. */
export const COMPATIBLE_SELECTION: CompleteSelection = {
  platform: 'AMD',
  gpuType: 'Dedicated',
  generation: 'Series A',
  processor: 'cpu',
  ramType: 'DDR5',
  chipset: 'board',
  ramRGB: 'N',
  ramSize: 'ram',
  gpuBrand: 'NVIDIA',
  gpuModel: 'card',
  cooler: 'air',
  primaryStorage: 'ssd',
  secondaryStorage: 'not-available',
  psu: 'psu',
  cabinetBrand: 'Lian Li',
  cabinetModel: 'case',
};
