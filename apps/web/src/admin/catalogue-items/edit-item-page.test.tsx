import {
  type StaffCatalogueItem,
  staffCatalogueItemEndpoint,
  staffMoveCatalogueItemEndpoint,
  staffPublishCatalogueItemEndpoint,
  staffSaveCatalogueItemEndpoint,
  staffUploadCatalogueItemPhotoEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const CARD = {
  idgpu: 'msi-rtx-3050-ventus-2x-6g-oc',
  gpubrand: 'NVIDIA',
  gpumodel: 'MSI GeForce RTX 3050 VENTUS 2X 6G OC',
  length: 189,
  price: 17_499,
  maxtdp: 70,
  features: ['6 GB GDDR6', 'DLSS and ray tracing'],
  benchmarks: { timespy: 4900, heaven: 1900 },
  displayout: ['HDMI 2.1', 'DisplayPort 1.4a'],
  warranty: 3,
  facts: { origin: 'China', maker: 'Micro-Star International', importer: 'Supertron, Kolkata' },
};
const STORED: StaffCatalogueItem = {
  kind: 'gpu',
  id: CARD.idgpu,
  published: true,
  inStock: true,
  stockQty: null,
  revision: 4,
  item: CARD,
  quote: null,
};
const PATH = `/admin/catalogue/items/gpu/${CARD.idgpu}`;

describe('editing a catalogue item', { timeout: 20_000 }, () => {
  it('fills the schema-drawn form with the item and saves the change with its revision', async () => {
    const warning = 'The pre-built Prime 3050 could no longer be built: no card';
    const api = signedInStaff(fakeApi())
      .on(staffCatalogueItemEndpoint, { item: STORED })
      .on(staffSaveCatalogueItemEndpoint, {
        item: { ...STORED, revision: 5, item: { ...CARD, price: 16_999 } },
        warnings: [warning],
      });
    renderApp(PATH);
    const price = await screen.findByLabelText('Price', undefined, LAZY_WAIT);
    expect((price as HTMLInputElement).value).toBe('17499');
    expect((screen.getByLabelText('Features') as HTMLInputElement).value).toBe(
      '6 GB GDDR6; DLSS and ray tracing',
    );
    expect((screen.getByLabelText('Facts · Origin') as HTMLInputElement).value).toBe('China');

    fireEvent.change(price, { target: { value: '16999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(api.calls(staffSaveCatalogueItemEndpoint)).toEqual([
      { revision: 4, item: { ...CARD, price: 16_999 } },
    ]);
  });

  it('refuses in words what the schema refuses, and sends nothing', async () => {
    const api = signedInStaff(fakeApi()).on(staffCatalogueItemEndpoint, { item: STORED });
    renderApp(PATH);
    const price = await screen.findByLabelText('Price', undefined, LAZY_WAIT);
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('price:');
    expect(api.calls(staffSaveCatalogueItemEndpoint)).toEqual([]);
  });

  it('retires a published item and moves it, each with the revision it holds', async () => {
    const retired = { ...STORED, published: false, revision: 5 };
    const api = signedInStaff(fakeApi())
      .on(staffCatalogueItemEndpoint, { item: STORED })
      .on(staffPublishCatalogueItemEndpoint, { item: retired, warnings: [] })
      .on(staffMoveCatalogueItemEndpoint, { item: { ...retired, revision: 6 }, warnings: [] });
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire' }, LAZY_WAIT));
    expect(await screen.findByText('Retired: it has left the storefront.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move up' }));
    await waitFor(() =>
      expect(api.calls(staffMoveCatalogueItemEndpoint)).toEqual([{ revision: 5, direction: 'up' }]),
    );
    expect(api.calls(staffPublishCatalogueItemEndpoint)).toEqual([
      { revision: 4, published: false },
    ]);
  });

  it('uploads a photo with what it shows, lists it, and removes it through a save naming the rest', async () => {
    const photo = { id: 'a1b2c3d4e5f6a7b8c9d0', alt: 'The card from the front' };
    const withPhoto = { ...STORED, revision: 5, item: { ...CARD, photos: [photo] } };
    const api = signedInStaff(fakeApi())
      .on(staffCatalogueItemEndpoint, { item: STORED })
      .on(staffUploadCatalogueItemPhotoEndpoint, { item: withPhoto, photo })
      .on(staffSaveCatalogueItemEndpoint, {
        item: { ...withPhoto, revision: 6, item: { ...CARD, photos: [] } },
        warnings: [],
      });
    renderApp(PATH);
    expect(await screen.findByText(/No photos yet/, undefined, LAZY_WAIT)).toBeTruthy();
    const file = new File([new Uint8Array(2048)], 'card.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText(/^Photo \(JPEG/), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('What it shows'), { target: { value: photo.alt } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Photo added.')).toBeTruthy();
    expect(screen.getByRole('img', { name: photo.alt }).getAttribute('src')).toBe(
      `/media/gpu/${CARD.idgpu}/${photo.id}-320.webp`,
    );
    expect(api.calls(staffUploadCatalogueItemPhotoEndpoint)).toEqual([
      { fileType: 'image/jpeg', bytes: 2048 },
    ]);
    const [uploaded] = api.allCalls().filter((call) => call.path.endsWith('/photos'));
    expect(uploaded?.path).toBe(`/api/admin/catalogue/items/gpu/${CARD.idgpu}/photos`);

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(await screen.findByText('Photo removed.')).toBeTruthy();
    expect(api.calls(staffSaveCatalogueItemEndpoint)).toEqual([
      { revision: 5, item: { ...CARD, photos: [] } },
    ]);
    expect(screen.getByText(/No photos yet/)).toBeTruthy();
  });

  it("says the server's refusal of a file in its words, and asks for a file when none is chosen", async () => {
    const refusal = 'This file is not a photo: please upload a JPEG, PNG, WebP or AVIF image.';
    signedInStaff(fakeApi())
      .on(staffCatalogueItemEndpoint, { item: STORED })
      .on(staffUploadCatalogueItemPhotoEndpoint, failWith(400, 'PHOTO_REFUSED', refusal));
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload photo' }, LAZY_WAIT));
    expect(await screen.findByText('Choose a photo to upload first.')).toBeTruthy();
    const file = new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Photo \(JPEG/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });
});
