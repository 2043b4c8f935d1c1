import {
  type Cabinet,
  type Catalogue,
  type Chipset,
  type Cooler,
  type Gpu,
  type Processor,
  type Psu,
  type Ram,
  rupeesToPaise,
  type Storage,
} from '@shop/domain';
import type { Insertable, Selectable } from 'kysely';
import type {
  CabinetTable,
  ChipsetTable,
  CoolerTable,
  Database,
  GpuTable,
  ProcessorTable,
  PsuTable,
  RamTable,
  StorageTable,
} from '../../platform/db/schema';

/** The catalogue's tables: the same names in the API, the data files and the database. */
export type CatalogueTableName = keyof Catalogue;
/** In the order of the domain's Catalogue, which is the order of fetchAllComponents' answer. */
export const CATALOGUE_TABLES: readonly CatalogueTableName[] = [
  'processors',
  'rams',
  'chipsets',
  'gpus',
  'coolers',
  'storages',
  'psus',
  'cabinets',
];

/** Each table's id field in the catalogue's names (idstorage and idcabinet were added later). */
export const ID_FIELDS: Readonly<Record<CatalogueTableName, string>> = {
  processors: 'idcomp',
  chipsets: 'idchipset',
  rams: 'idram',
  gpus: 'idgpu',
  coolers: 'idcooler',
  storages: 'idstorage',
  psus: 'idpsu',
  cabinets: 'idcabinet',
};

const json = (value: unknown) => JSON.stringify(value);
/** Facts are a jsonb column; null stays SQL null. */
const factsJson = (facts: unknown) => (facts === null ? null : JSON.stringify(facts));
// Catalogue prices are whole rupees: a hand-edited price in part-rupees fails the row's check
// when it is read back, rather than being rounded silently.
const rupees = (paise: number) => paise / 100;

const processorRows = {
  toRow: (part: Processor, position: number): Insertable<ProcessorTable> => ({
    id: part.idcomp,
    position,
    title: part.title,
    platform: part.platform,
    gputype: json(part.gputype),
    series: part.series,
    socket: part.socket,
    maxtdp: part.maxtdp,
    igpu: part.igpu,
    cooler: part.cooler,
    price_paise: rupeesToPaise(part.price),
    features: json(part.features),
    benchmark: json(part.benchmark),
    igpu_timespy: part.igpuTimespy,
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<ProcessorTable>): unknown => ({
    idcomp: row.id,
    title: row.title,
    platform: row.platform,
    gputype: row.gputype,
    series: row.series,
    socket: row.socket,
    maxtdp: row.maxtdp,
    igpu: row.igpu,
    cooler: row.cooler,
    price: rupees(row.price_paise),
    features: row.features,
    benchmark: row.benchmark,
    igpuTimespy: row.igpu_timespy,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const chipsetRows = {
  toRow: (part: Chipset, position: number): Insertable<ChipsetTable> => ({
    id: part.idchipset,
    position,
    chipset_name: part.chipsetName,
    chipset_platform: part.chipsetPlatform,
    chipset_ram_type: part.chipsetRamType,
    chipset_tdp: part.chipsetTdp,
    chipset_size: part.chipsetSize,
    chipset_price_paise: rupeesToPaise(part.chipsetPrice),
    chipset_ram_slots: part.chipsetRamSlots,
    chipset_m2_slots: part.chipsetM2Slots,
    chipset_sata_ports: part.chipsetSataPorts,
    features: json(part.features),
    connectivity: json(part.connectivity),
    displayout: json(part.displayout),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<ChipsetTable>): unknown => ({
    idchipset: row.id,
    chipsetName: row.chipset_name,
    chipsetPlatform: row.chipset_platform,
    chipsetRamType: row.chipset_ram_type,
    chipsetTdp: row.chipset_tdp,
    chipsetSize: row.chipset_size,
    chipsetPrice: rupees(row.chipset_price_paise),
    chipsetRamSlots: row.chipset_ram_slots,
    chipsetM2Slots: row.chipset_m2_slots,
    chipsetSataPorts: row.chipset_sata_ports,
    features: row.features,
    connectivity: row.connectivity,
    displayout: row.displayout,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const ramRows = {
  toRow: (part: Ram, position: number): Insertable<RamTable> => ({
    id: part.idram,
    position,
    ram_name: part.ramName,
    ram_size: part.ramSize,
    ram_rgb: part.ramRGB,
    ram_type: part.ramType,
    ram_count: part.ramCount,
    ram_price_paise: rupeesToPaise(part.ramPrice),
    features: json(part.features),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<RamTable>): unknown => ({
    idram: row.id,
    ramName: row.ram_name,
    ramSize: row.ram_size,
    ramRGB: row.ram_rgb,
    ramType: row.ram_type,
    ramCount: row.ram_count,
    ramPrice: rupees(row.ram_price_paise),
    features: row.features,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const gpuRows = {
  toRow: (part: Gpu, position: number): Insertable<GpuTable> => ({
    id: part.idgpu,
    position,
    gpubrand: part.gpubrand,
    gpumodel: part.gpumodel,
    length: part.length,
    price_paise: rupeesToPaise(part.price),
    maxtdp: part.maxtdp,
    features: json(part.features),
    benchmarks: json(part.benchmarks),
    displayout: json(part.displayout),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<GpuTable>): unknown => ({
    idgpu: row.id,
    gpubrand: row.gpubrand,
    gpumodel: row.gpumodel,
    length: row.length,
    price: rupees(row.price_paise),
    maxtdp: row.maxtdp,
    features: row.features,
    benchmarks: row.benchmarks,
    displayout: row.displayout,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const coolerRows = {
  toRow: (part: Cooler, position: number): Insertable<CoolerTable> => ({
    id: part.idcooler,
    position,
    coolername: part.coolername,
    coolertype: part.coolertype,
    coolersize: part.coolersize,
    maxtdp: part.maxtdp,
    price_paise: rupeesToPaise(part.price),
    features: json(part.features),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<CoolerTable>): unknown => ({
    idcooler: row.id,
    coolername: row.coolername,
    coolertype: row.coolertype,
    coolersize: row.coolersize,
    maxtdp: row.maxtdp,
    price: rupees(row.price_paise),
    features: row.features,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const storageRows = {
  toRow: (part: Storage, position: number): Insertable<StorageTable> => ({
    id: part.idstorage,
    position,
    storagename: part.storagename,
    storagetype: part.storagetype,
    price_paise: rupeesToPaise(part.price),
    features: json(part.features),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<StorageTable>): unknown => ({
    idstorage: row.id,
    storagename: row.storagename,
    storagetype: row.storagetype,
    price: rupees(row.price_paise),
    features: row.features,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const psuRows = {
  toRow: (part: Psu, position: number): Insertable<PsuTable> => ({
    id: part.idpsu,
    position,
    psuname: part.psuname,
    tdp: part.tdp,
    price_paise: rupeesToPaise(part.price),
    features: json(part.features),
    warranty: part.warranty,
    facts: factsJson(part.facts),
  }),
  fromRow: (row: Selectable<PsuTable>): unknown => ({
    idpsu: row.id,
    psuname: row.psuname,
    tdp: row.tdp,
    price: rupees(row.price_paise),
    features: row.features,
    warranty: row.warranty,
    facts: row.facts,
  }),
};

const cabinetRows = {
  toRow: (part: Cabinet, position: number): Insertable<CabinetTable> => ({
    id: part.idcabinet,
    position,
    cabinetbrand: part.cabinetbrand,
    cabinetmodel: part.cabinetmodel,
    cabinetchipset: json(part.cabinetchipset),
    cabinetvga: part.cabinetvga,
    cabinetcooler: json(part.cabinetcooler),
    price_paise: rupeesToPaise(part.price),
    features: json(part.features),
    connectivity: json(part.connectivity),
    expansion: json(part.expansion),
    warranty: part.warranty,
    facts: factsJson(part.facts),
    colour: part.colour,
  }),
  fromRow: (row: Selectable<CabinetTable>): unknown => ({
    idcabinet: row.id,
    cabinetbrand: row.cabinetbrand,
    cabinetmodel: row.cabinetmodel,
    cabinetchipset: row.cabinetchipset,
    cabinetvga: row.cabinetvga,
    cabinetcooler: row.cabinetcooler,
    price: rupees(row.price_paise),
    features: row.features,
    connectivity: row.connectivity,
    expansion: row.expansion,
    warranty: row.warranty,
    facts: row.facts,
    colour: row.colour,
  }),
};

type PartRows<Part, Table> = {
  toRow(part: Part, position: number): Insertable<Table>;
  fromRow(row: Selectable<Table>): unknown;
};

/**
 * Between a catalogue part (the domain's shape, rupee prices) and its row (paise, jsonb). Rows
 * read back are not trusted as typed: the reader checks them with the part's zod schema.
 */
export const PART_ROWS: {
  [Table in CatalogueTableName]: PartRows<Catalogue[Table][number], Database[Table]>;
} = {
  processors: processorRows,
  chipsets: chipsetRows,
  rams: ramRows,
  gpus: gpuRows,
  coolers: coolerRows,
  storages: storageRows,
  psus: psuRows,
  cabinets: cabinetRows,
};
