import { describe, expect, inject, it } from 'vitest';
import { PHONE } from '../support/browser';
import { useShop } from '../support/fixtures';
import { shoot, staffSignIn, WIDE } from '../support/staff-console';

const shop = useShop();

describe('editing the catalogue in the console', () => {
  it('staff open a GPU from the catalogue list in its filled form and move it down', async () => {
    // A staff member of its own: the staff story enrols the shop's admin in its own time.
    const staff = await staffSignIn(shop, inject('staffCatalogue'));
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
  });
});
