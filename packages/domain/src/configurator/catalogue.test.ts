import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogueSchema } from './catalogue';
import {
  BOX_COOLER,
  catalogueWith,
  cooler,
  gpu,
  NO_DRIVE,
  processor,
  storage,
  TEST_FACTS,
} from './test-catalogue';

const messagesOf = (catalogue: Catalogue) =>
  catalogueSchema.safeParse(catalogue).error?.issues.map((issue) => issue.message) ?? [];

describe('catalogueSchema', () => {
  it('accepts a consistent catalogue', () => {
    expect(messagesOf(catalogueWith())).toEqual([]);
  });

  it('refuses a repeated id within a table', () => {
    const twice = catalogueWith({ processors: [processor('cpu'), processor('cpu')] });
    expect(messagesOf(twice)).toEqual(['Duplicate id "cpu" in processors']);
  });

  it('refuses a processor sold as In-Built without integrated graphics', () => {
    const blind = catalogueWith({ processors: [processor('cpu', { gputype: ['In-Built'] })] });
    expect(messagesOf(blind)).toEqual([
      'cpu is offered as "In-Built" but has no integrated graphics',
    ]);
  });

  it('needs exactly one box cooler when a processor ships with one', () => {
    const boxed = [processor('cpu', { cooler: 'AMD Wraith Stealth' })];
    expect(messagesOf(catalogueWith({ processors: boxed, coolers: [cooler('air')] }))).toEqual([
      'Processors ship with a box cooler but there is no box cooler entry',
    ]);
    const two = [BOX_COOLER, { ...BOX_COOLER, idcooler: 'other-box' }];
    expect(messagesOf(catalogueWith({ coolers: two }))).toEqual([
      'Only one box cooler entry may exist',
    ]);
  });

  it('needs the one "Not Available" storage entry', () => {
    expect(messagesOf(catalogueWith({ storages: [storage('ssd')] }))).toEqual([
      'Exactly one storage entry of type "none", named "Not Available"',
    ]);
    const two = [NO_DRIVE, { ...NO_DRIVE, idstorage: 'nothing' }, storage('ssd')];
    expect(messagesOf(catalogueWith({ storages: two }))).toHaveLength(1);
  });

  it('refuses a part that states no facts, and facts on the two entries that are not products', () => {
    const bare = catalogueWith({ gpus: [{ ...gpu('card'), facts: null }] });
    expect(catalogueSchema.safeParse(bare).error?.issues.map((issue) => issue.path)).toEqual([
      ['gpus', 0, 'facts'],
    ]);
    expect(messagesOf(bare)).toEqual([
      'Every product states its facts: origin, maker and (when imported) importer',
    ]);
    const stated = catalogueWith({
      coolers: [{ ...BOX_COOLER, facts: TEST_FACTS }, cooler('air')],
    });
    expect(messagesOf(stated)).toEqual(['Not a product of its own: its facts must be null']);
  });

  it('refuses prices that are not whole rupees and ids that are not kebab-case', () => {
    const odd = catalogueWith({ processors: [processor('Ryzen 5', { price: 10.5 })] });
    expect(messagesOf(odd)).toHaveLength(2);
  });

  it('refuses a card maker named In-Built and a board without an M.2 slot', () => {
    const parsed = catalogueSchema.safeParse({
      ...catalogueWith(),
      gpus: [{ ...catalogueWith().gpus[0], gpubrand: 'In-Built' }],
      chipsets: [{ ...catalogueWith().chipsets[0], chipsetM2Slots: 0 }],
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'chipsets.0.chipsetM2Slots',
      'gpus.0.gpubrand',
    ]);
  });
});
