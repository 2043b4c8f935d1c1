import {
  allInStock,
  gpuSchema,
  PSU_CABLES,
  paiseToRupees,
  prebuiltDefinitionSchema,
  psuSchema,
  quoteSelection,
  staffAllPartsEndpoint,
  staffCreateCatalogueItemEndpoint,
} from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseAllInAccordion } from '../../components/build-accordion/choose-in-accordion';
import { firstChoiceSelection, REAL_CATALOGUE } from '../../components/pc-build/catalogue-fixture';
import { formatRupees } from '../../lib/format';
import { fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';
import { labelOf, schemaFields } from './schema-fields';

describe('a new catalogue item', { timeout: 20_000 }, () => {
  it('has an input for every field of the kind’s schema but its photos', () => {
    const labels = schemaFields(gpuSchema).map((field) => field.label);
    expect(labels).toContain('Gpumodel');
    expect(labels).toContain('Benchmarks · Timespy');
    expect(labels).toContain('Facts · Origin');
    expect(labels).not.toContain('Photos');
    expect(labelOf('chipsetRamSlots')).toBe('Chipset ram slots');
    // A field added to a part's schema is in its form with nothing else changed.
    expect(schemaFields(psuSchema).find((field) => field.label === 'Cables')).toMatchObject({
      input: 'choice',
      options: [...PSU_CABLES],
    });
    // A pre-built's description runs to 400 characters: a paragraph to write, not a line.
    const inputs = new Map(
      schemaFields(prebuiltDefinitionSchema).map((field) => [field.label, field.input]),
    );
    expect(inputs.get('Description')).toBe('paragraph');
    expect(inputs.get('Name')).toBe('text');
  });

  it('refuses in words what the schema refuses, and sends nothing', async () => {
    const api = signedInStaff(fakeApi());
    renderApp('/admin/catalogue/new');
    const model = await screen.findByLabelText('Gpumodel', undefined, LAZY_WAIT);
    fireEvent.change(model, { target: { value: 'RTX 6070' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new item' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('price:');
    expect(alert.textContent).toContain('idgpu:');
    expect(api.calls(staffCreateCatalogueItemEndpoint)).toEqual([]);
  });

  it("composes a pre-built with the configurator's accordion, shows its price and tier, and sends its parts", async () => {
    const build = firstChoiceSelection();
    const gpu = build.gpuModel;
    const api = signedInStaff(fakeApi())
      .on(staffAllPartsEndpoint, { catalogue: REAL_CATALOGUE, notOnSale: [gpu] })
      .on(staffCreateCatalogueItemEndpoint, (body) => ({
        item: {
          kind: 'prebuilt' as const,
          id: 'gaming-new-one',
          published: false,
          inStock: true,
          stockQty: null,
          revision: 1,
          item: body.item,
          quote: null,
        },
        warnings: [],
      }));
    renderApp('/admin/catalogue/new');
    fireEvent.change(await screen.findByLabelText('Kind', undefined, LAZY_WAIT), {
      target: { value: 'prebuilt' },
    });
    expect(screen.queryByLabelText(/^Selection/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Id'), { target: { value: 'gaming-new-one' } });
    fireEvent.change(screen.getByLabelText('Use case'), { target: { value: 'gaming' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Strike New' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A new one.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as new item' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Choose every part of the pre-built.',
    );

    await screen.findByText('Choose every part to see its price and tier.');
    chooseAllInAccordion(build);
    const quote = quoteSelection(allInStock(REAL_CATALOGUE), build);
    expect(
      await screen.findByText(
        `${formatRupees(paiseToRupees(quote.sellingPrice))} from its parts · ${quote.tier}`,
      ),
    ).toBeTruthy();
    expect(screen.getByText(new RegExp(`Not yet on sale: ${gpu}`))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save as new item' }));
    expect(
      await screen.findByText(/Saved prebuilt gaming-new-one, not yet published/),
    ).toBeTruthy();
    expect(api.calls(staffCreateCatalogueItemEndpoint)).toEqual([
      {
        kind: 'prebuilt',
        item: {
          id: 'gaming-new-one',
          useCase: 'gaming',
          name: 'Strike New',
          description: 'A new one.',
          selection: build,
        },
      },
    ]);
  });
});
