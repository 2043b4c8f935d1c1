import { staffCouponsEndpoint, staffCreateCouponEndpoint } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

describe('the coupon forms', { timeout: 20_000 }, () => {
  it('clears a refusal once the person edits a field, and again on a new submit', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffCouponsEndpoint, { offers: [] })
      .on(staffCreateCouponEndpoint, failWith(404, 'NOT_FOUND', 'No customer has that email.'));
    renderApp('/admin/coupons');
    const form = await screen.findByRole('form', { name: 'New coupon' }, LAZY_WAIT);
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('Code', 'MEERA10');
    fill('For the customer (email)', 'meera@example.in');
    fill('Description', 'Thank you');
    fill('Rupees off', '1000');
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'No customer has that email.',
    );

    fill('For the customer (email)', 'meera.iyer@example.in');
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    fill('Rupees off', '900');
    expect(within(form).queryByRole('alert')).toBeNull();
    // GET and POST share the path: the posted bodies are the creations.
    const posted = api.calls(staffCreateCouponEndpoint).filter((body) => body !== undefined);
    expect(posted.map((body) => (body as { targetEmail: string }).targetEmail)).toEqual([
      'meera@example.in',
      'meera.iyer@example.in',
    ]);
  });

  it('lines up the rupees off and the minimum PC value, whatever their labels take', async () => {
    signedInStaff(fakeApi()).on(staffCouponsEndpoint, { offers: [] });
    renderApp('/admin/coupons');
    const form = await screen.findByRole('form', { name: 'New coupon' }, LAZY_WAIT);
    for (const label of ['Rupees off', 'Minimum PC value (₹)']) {
      const group = within(form).getByLabelText(label).parentElement as HTMLElement;
      expect(group.className).toContain('justify-content-end');
    }
  });
});
