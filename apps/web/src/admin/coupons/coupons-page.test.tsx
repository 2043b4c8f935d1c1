import {
  type CouponOffer,
  staffCouponsEndpoint,
  staffCreateCouponEndpoint,
  staffExpireCouponEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi } from '../../test/fake-api';
import { couponOffer, LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

describe('the coupons page', { timeout: 20_000 }, () => {
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

  it('creates a coupon for one customer with its terms, and expires an offer', async () => {
    const offers: CouponOffer[] = [
      couponOffer(),
      couponOffer({
        id: '55555555-5555-4555-8555-555555555555',
        code: 'MONSOON300',
        description: 'Monsoon offer',
        amountOff: 300,
        validity: '2025-08-31T18:29:59.000Z',
        created: '2025-07-01T00:00:00.000Z',
        used: 3,
      }),
    ];
    const api = signedInStaff(fakeApi())
      .on(staffCouponsEndpoint, () => ({ offers }))
      .on(staffCreateCouponEndpoint, (body) => {
        const offer = couponOffer({
          id: '44444444-4444-4444-8444-444444444444',
          code: body.code,
          description: body.description,
          amountOff: body.amountOff,
          minPurchaseValue: body.minPurchaseValue,
          validity: body.validity,
          target: body.targetEmail ?? 'all',
          created: '2026-11-22T00:00:00.000Z',
          issued: 1,
          used: 0,
        });
        offers.push(offer);
        return { offer };
      })
      .on(staffExpireCouponEndpoint, () => {
        const [first] = offers;
        if (!first) throw new Error('no offer');
        offers[0] = { ...first, expiredAt: '2026-11-22T00:00:00.000Z' };
        return { offer: offers[0] };
      });
    renderApp('/admin/coupons');

    const row = (await screen.findByRole('rowheader', { name: 'WELCOME500' }, LAZY_WAIT)).closest(
      'tr',
    );
    if (!row) throw new Error('no row');
    expect(row.textContent).toContain('7 of 40');
    // An offer past its last day has ended though nobody expired it: nothing left to edit or end.
    const lapsed = screen.getByRole('rowheader', { name: 'MONSOON300 Expired' }).closest('tr');
    if (!lapsed) throw new Error('no row');
    expect(within(lapsed).queryByRole('button')).toBeNull();

    const form = screen.getByRole('form', { name: 'New coupon' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'diwali2000' } });
    fireEvent.change(within(form).getByLabelText('For the customer (email)'), {
      target: { value: 'priya@example.in' },
    });
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Diwali offer' },
    });
    fireEvent.change(within(form).getByLabelText('Rupees off'), { target: { value: '2000' } });
    fireEvent.change(within(form).getByLabelText('Minimum PC value (₹)'), {
      target: { value: '50000' },
    });
    fireEvent.change(within(form).getByLabelText('Valid until (last day)'), {
      target: { value: '2036-11-30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon DIWALI2000 created.')).toBeTruthy();
    // GET and POST share the path: the posted bodies are the creations.
    const created = api.calls(staffCreateCouponEndpoint).filter((body) => body !== undefined);
    expect(created).toEqual([
      {
        code: 'DIWALI2000',
        targetEmail: 'priya@example.in',
        description: 'Diwali offer',
        amountOff: 2000,
        minPurchaseValue: 50_000,
        validity: '2036-11-30T23:59:59+05:30',
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'DIWALI2000' })).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Expire WELCOME500' }));
    const asked = await screen.findByRole('dialog', { name: 'Expire WELCOME500?' });
    fireEvent.click(within(asked).getByRole('button', { name: 'Expire the offer' }));
    await waitFor(() => expect(within(row).getByText('Expired')).toBeTruthy());
    expect(api.calls(staffExpireCouponEndpoint)).toHaveLength(1);
  });
});
