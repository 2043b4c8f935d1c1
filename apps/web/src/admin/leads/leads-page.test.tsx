import { type StaffLead, staffLeadsEndpoint } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const LEAD: StaffLead = {
  id: '55555555-5555-4555-8555-555555555556',
  source: 'callback',
  name: 'Arjun Venkataraghavan Subramaniam',
  email: 'arjun.venkataraghavan.subramaniam@example.in',
  phone: '9876501234',
  date: '2026-12-01',
  message: null,
  status: 'new',
  note: null,
  created: '2026-11-22T06:30:00.000Z',
};

describe('the leads', { timeout: 20_000 }, () => {
  it('gives a lead’s phone as a tel: link with the country code, to call from a phone', async () => {
    signedInStaff(fakeApi()).on(staffLeadsEndpoint, {
      leads: [LEAD],
      total: 1,
      totalCapped: false,
    });
    renderApp('/admin/leads');
    const row = await screen.findByRole('row', { name: /Arjun Venkataraghavan/ }, LAZY_WAIT);
    const phone = within(row).getByRole('link', { name: '+91 98765 01234' });
    expect(phone.getAttribute('href')).toBe('tel:+919876501234');
    // The cells that hold names and messages wrap; the follow-up is a line of its own on a phone.
    expect(phone.closest('td')?.className).toContain('leads-from');
    expect(within(row).getByLabelText(`Status of ${LEAD.name}`).closest('td')?.className).toBe(
      'leads-follow-up',
    );
  });
});
