import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_WIDTHS, photoUrl } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildShopApp, type ShopTestApp } from '../../modules/checkout/support';
import { type StaffBrowser, staffBrowser } from '../../modules/staff/support';
import { startS3Fake } from './s3-fake';

const CARD = 'msi-rtx-3050-ventus-2x-6g-oc';

describe('staff photos in an S3-compatible bucket (MEDIA_S3_URL)', () => {
  let bucket: Awaited<ReturnType<typeof startS3Fake>>;
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let mediaDir: string;

  beforeAll(async () => {
    bucket = await startS3Fake('shop-photos', 'AKIDSHOP');
    mediaDir = await mkdtemp(join(tmpdir(), 'shop-media-'));
    const url = new URL(bucket.origin);
    url.username = 'AKIDSHOP';
    url.password = 'secret/with+signs';
    url.pathname = '/shop-photos';
    url.search = '?region=ap-south-1';
    testApp = await buildShopApp({ env: { MEDIA_S3_URL: url.href, MEDIA_DIR: mediaDir } });
    staff = await staffBrowser(testApp, 'bucket@rigforge.in');
  });
  afterAll(async () => {
    await testApp.close();
    await bucket.stop();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('stores every size as an object, signed, nothing on disk, and serves each from /media/', async () => {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#884422' },
    })
      .jpeg()
      .toBuffer();
    const answer = await staff.browser.request({
      method: 'POST',
      url: `/api/admin/catalogue/items/gpu/${CARD}/photos?alt=Front`,
      headers: { 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = answer.json().photo;

    expect([...bucket.objects.keys()].sort()).toEqual(
      PHOTO_WIDTHS.flatMap((width) => [
        `gpu/${CARD}/${stored.id}-${width}.avif`,
        `gpu/${CARD}/${stored.id}-${width}.webp`,
      ]).sort(),
    );
    expect(bucket.objects.get(`gpu/${CARD}/${stored.id}-640.webp`)?.contentType).toBe('image/webp');
    expect(await readdir(mediaDir)).toEqual([]);

    const url = photoUrl('gpu', CARD, stored, 640, 'avif');
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(
      served.rawPayload.equals(bucket.objects.get(url.replace('/media/', ''))?.body as Buffer),
    ).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(640);
  });

  it('answers 404 for a file the bucket does not hold, and for a path the shop never makes', async () => {
    for (const url of [
      `/media/gpu/${CARD}/${'0'.repeat(20)}-640.webp`,
      '/media/gpu/..%2F..%2Fetc%2Fpasswd',
      '/media/anything.txt',
    ]) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });
});
