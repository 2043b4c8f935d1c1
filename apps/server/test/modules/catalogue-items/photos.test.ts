import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_WIDTHS, photoUrl } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { getPc, rangeFile } from '../prebuilts/support';
import { type StaffBrowser, staffBrowser } from '../staff/support';

const CARD = 'msi-rtx-3050-ventus-2x-6g-oc';

/** A photo as a camera would send it: JPEG, with the camera's metadata. */
const cameraPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
    .jpeg({ quality: 60 })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'Camera 1' } } })
    .toBuffer();

describe('staff photos', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'shop-media-'));
    testApp = await buildShopApp({ env: { MEDIA_DIR: mediaDir } });
    staff = await staffBrowser(testApp, 'photos@rigforge.in');
  });
  afterAll(async () => {
    await testApp.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const upload = (body: Buffer, contentType = 'image/jpeg') =>
    staff.browser.request({
      method: 'POST',
      url: `/api/admin/catalogue/items/gpu/${CARD}/photos?alt=The card from the front`,
      headers: { 'content-type': contentType },
      payload: body,
    });

  it('makes every size as AVIF and WebP on a 4:3 canvas, without the camera metadata, served under /media/', async () => {
    const answer = await upload(await cameraPhoto(2000, 1200));
    expect(answer.statusCode, answer.body).toBe(201);
    const { photo, item } = answer.json();
    expect(item.item.photos).toEqual([{ id: photo.id, alt: 'The card from the front' }]);

    for (const width of PHOTO_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const url = photoUrl('gpu', CARD, photo, width, format);
        const served = await testApp.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toContain('immutable');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta).toMatchObject({ width, height: (width * 3) / 4 });
        expect(meta.exif).toBeUndefined();
      }
    }
    const stored = await readFile(join(mediaDir, 'gpu', CARD, `${photo.id}-320.webp`));
    expect(stored.length).toBeGreaterThan(0);
    const catalogue = await testApp.app.catalogue.current();
    expect(catalogue.all.gpus.find((gpu) => gpu.idgpu === CARD)?.photos).toEqual([photo]);
  });

  it('keeps the photos through a save that names none, and sets them through one that does', async () => {
    const { photo } = (await upload(await cameraPhoto(800, 600))).json();
    const item = async () =>
      (await staff.browser.get(`/api/admin/catalogue/items/gpu/${CARD}`)).json().item;
    const save = async (changes: object) => {
      const stored = await item();
      const { photos: _photos, ...fields } = stored.item;
      return staff.browser.post(`/api/admin/catalogue/items/gpu/${CARD}`, {
        revision: stored.revision,
        item: { ...fields, ...changes },
      });
    };
    const before = (await item()).item.photos;
    expect(before).toContainEqual(photo);

    const priced = await save({ price: 16_999 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((await item()).item).toMatchObject({ price: 16_999, photos: before });

    const removed = await save({
      photos: before.filter((kept: { id: string }) => kept.id !== photo.id),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await item()).item.photos).not.toContainEqual(photo);
  });

  it("shows a pre-built's photo in its page's answer", async () => {
    const [machine] = await rangeFile();
    if (!machine) throw new Error('no pre-built');
    const answer = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/catalogue/items/prebuilt/${machine.id}/photos?alt=Front`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await cameraPhoto(800, 600),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const page = await getPc(testApp.app, machine.useCase, machine.id);
    expect(page.json().rows[0].photos).toEqual([answer.json().photo]);
  });

  it("shows an add-on's photo in the add-ons' answer", async () => {
    const before = await testApp.app.inject({ method: 'POST', url: '/api/fetchAccessories' });
    const [addOn] = before.json().accessories;
    const answer = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/catalogue/items/accessory/${addOn.id}/photos?alt=From above`,
      headers: { 'content-type': 'image/jpeg' },
      payload: await cameraPhoto(800, 600),
    });
    expect(answer.statusCode, answer.body).toBe(201);
    // Browsing reads a copy checked at most once a second (versioned-store.ts).
    testApp.clock.advance(2_000);
    const shownPhotos = async () => {
      const after = await testApp.app.inject({ method: 'POST', url: '/api/fetchAccessories' });
      return after.json().accessories.find((each: { id: string }) => each.id === addOn.id).photos;
    };
    await expect.poll(shownPhotos, { timeout: 5_000 }).toEqual([answer.json().photo]);
  });

  it('refuses in words a file that is not an image, whatever it claims to be', async () => {
    const answer = await upload(Buffer.from('%PDF-1.7 not a photo at all'), 'image/png');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'PHOTO_REFUSED',
      message: 'This file is not a photo: please upload a JPEG, PNG, WebP or AVIF image.',
    });
  });

  it('refuses in words a 50-megapixel image', async () => {
    const big = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await upload(big, 'image/png');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'This photo has 50 megapixels: photos of up to 40 megapixels are taken.',
    );
  });

  it('refuses in words a 30 MB file', async () => {
    const answer = await upload(Buffer.alloc(30 * 1024 * 1024, 1), 'application/octet-stream');
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({
      code: 'PHOTO_TOO_LARGE',
      message: 'This file is larger than 20 MB: please upload a smaller photo.',
    });
  });
});
