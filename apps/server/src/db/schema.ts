import type { ColumnType } from 'kysely';

/** A timestamp the database fills in: optional on insert, read back as a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Which seed data file was applied, by the sha256 of its contents. */
export interface SeedStateTable {
  name: string;
  checksum: string;
  applied_at: CreatedAt;
}

/** A jsonb column: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
/** Integer paise in a bigint column. */
type PaiseColumn = number;
/** Set by the shop by hand (a part out of stock); seeding never changes it. */
type InStock = ColumnType<boolean, boolean | undefined, boolean>;

/** Columns every catalogue table has: id, file order, features, warranty years, stock. */
interface CataloguePartColumns {
  id: string;
  position: number;
  features: Json<string[]>;
  warranty: number;
  in_stock: InStock;
}

export interface ProcessorTable extends CataloguePartColumns {
  title: string;
  platform: string;
  gputype: Json<string[]>;
  series: string;
  socket: string;
  maxtdp: number;
  igpu: string | null;
  cooler: string | null;
  price_paise: PaiseColumn;
  benchmark: Json<Record<string, number>>;
  igpu_timespy: number;
}

export interface ChipsetTable extends CataloguePartColumns {
  chipset_name: string;
  chipset_platform: string;
  chipset_ram_type: string;
  chipset_tdp: number;
  chipset_size: string;
  chipset_price_paise: PaiseColumn;
  chipset_ram_slots: number;
  chipset_m2_slots: number;
  chipset_sata_ports: number;
  connectivity: Json<Record<string, number | string>>;
  displayout: Json<string[]>;
}

export interface RamTable extends CataloguePartColumns {
  ram_name: string;
  ram_size: number;
  ram_rgb: string;
  ram_type: string;
  ram_count: number;
  ram_price_paise: PaiseColumn;
}

export interface GpuTable extends CataloguePartColumns {
  gpubrand: string;
  gpumodel: string;
  length: number;
  price_paise: PaiseColumn;
  maxtdp: number;
  benchmarks: Json<Record<string, number>>;
  displayout: Json<string[]>;
}

export interface CoolerTable extends CataloguePartColumns {
  coolername: string;
  coolertype: string;
  coolersize: number;
  maxtdp: number;
  price_paise: PaiseColumn;
}

export interface StorageTable extends CataloguePartColumns {
  storagename: string;
  storagetype: string;
  price_paise: PaiseColumn;
}

export interface PsuTable extends CataloguePartColumns {
  psuname: string;
  tdp: number;
  price_paise: PaiseColumn;
}

export interface CabinetTable extends CataloguePartColumns {
  cabinetbrand: string;
  cabinetmodel: string;
  cabinetchipset: Json<string[]>;
  cabinetvga: number;
  cabinetcooler: Json<Record<string, number>>;
  price_paise: PaiseColumn;
  connectivity: Json<Record<string, number>>;
  expansion: Json<Record<string, number>>;
  colour: string;
}

/** One row; moved by a trigger on every change to a catalogue table. */
export interface CatalogueVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<number, never, never>;
}

/** A build shared from /config; the item is the PC build object the server made. */
export interface BuildTable {
  id: string;
  item: Json<unknown>;
  itemshort: string;
  price_paise: PaiseColumn;
  created: CreatedAt;
}

/** Every table, as Kysely sees it. Each migration that adds a table adds it here. */
export interface Database {
  seed_state: SeedStateTable;
  catalogue_version: CatalogueVersionTable;
  processors: ProcessorTable;
  chipsets: ChipsetTable;
  rams: RamTable;
  gpus: GpuTable;
  coolers: CoolerTable;
  storages: StorageTable;
  psus: PsuTable;
  cabinets: CabinetTable;
  builds: BuildTable;
}
