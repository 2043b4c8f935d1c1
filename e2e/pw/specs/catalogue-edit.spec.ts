import { PHONE } from '../../support/browser';
import { expect, test } from '../fixtures';
import { shoot, staffSignIn, WIDE } from '../support/staff-console';

test.describe('editing the catalogue in the console', () => {
  test('staff open a GPU from the catalogue list in its filled form and move it down, then upload a photo of an add-on that a visitor sees on its card', async ({
    shop,
    staff: members,
  }) => {
    // A staff member of its own: the staff story enrols the shop's admin in its own time.
    const staff = await staffSignIn(shop, members.staffCatalogue);
    await staff.setViewportSize(WIDE);
    await staff.goto(`${shop.baseURL}/admin/catalogue`);
    const link = staff.getByRole('link', { name: /RTX 3050/ }).first();
    await link.click();
    const price = staff.getByLabel('Price', { exact: true });
    await expect.poll(() => price.inputValue()).toMatch(/^\d+$/);
    await shoot(staff, 'catalogue-edit-1366');
    await staff.getByRole('button', { name: 'Move down' }).click();
    await staff.getByText('Moved down.').waitFor();
    await staff.setViewportSize(PHONE);
    await shoot(staff, 'catalogue-edit-375');

    // Then a photo of an add-on, which a visitor sees on its card.
    await staff.setViewportSize(WIDE);
    await staff.goto(`${shop.baseURL}/admin/catalogue/items/accessory/${ADD_ON.id}`);
    await staff.getByText(/No photos yet/).waitFor();
    // A photo drawn by the browser itself: a PNG of 1200 x 900 px.
    const png = await staff.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.fillStyle = '#2a5db0';
      context.fillRect(0, 0, 1200, 900);
      context.fillStyle = '#f5f5f5';
      context.fillRect(200, 150, 800, 500);
      return canvas.toDataURL('image/png').split(',')[1] as string;
    });
    await staff.getByLabel(/^Photo \(JPEG/).setInputFiles({
      name: 'monitor.png',
      mimeType: 'image/png',
      buffer: Buffer.from(png, 'base64'),
    });
    await staff.getByLabel('What it shows').fill(ADD_ON.alt);
    await staff.getByRole('button', { name: 'Upload photo' }).click();
    await staff.getByText('Photo added.').waitFor();
    await staff.getByRole('img', { name: ADD_ON.alt }).waitFor();

    const visitor = await shop.visit('/accessories', PHONE);
    const card = visitor.getByRole('article', { name: ADD_ON.name });
    // Browsing reads the add-ons as checked at most a second ago: a reload then shows the photo.
    await expect
      .poll(async () => {
        await visitor.reload();
        return card.getByRole('img', { name: ADD_ON.alt }).count();
      })
      .toBe(1);
    const photo = card.getByRole('img', { name: ADD_ON.alt });
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      new RegExp(`/media/accessory/${ADD_ON.id}/[0-9a-f]{20}-(320|640|1280)\\.(avif|webp)$`),
    );
    await shoot(visitor, 'add-on-photo-375');
  });
});

const ADD_ON = {
  id: 'lg-ultragear-24gs60f',
  name: 'LG UltraGear 24GS60F',
  alt: 'The monitor from the front',
};
