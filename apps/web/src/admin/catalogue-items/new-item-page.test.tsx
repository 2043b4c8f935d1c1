import { gpuSchema, staffCreateCatalogueItemEndpoint } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
