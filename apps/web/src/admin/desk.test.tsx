import {
  type StaffLead,
  staffCreateEndpoint,
  staffLeadsEndpoint,
  staffListEndpoint,
  staffUpdateLeadEndpoint,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { LAZY_WAIT, signedInStaff, TEST_ADMIN } from '../test/fake-staff';
import { renderApp } from '../test/render-app';

const LEAD: StaffLead = {
  id: '55555555-5555-4555-8555-555555555555',
  source: 'consultation',
  name: 'Devika Ramanathan',
  email: 'devika@example.in',
  phone: '9876501234',
  date: '2026-12-01',
  message: 'A quiet workstation for 3D rendering.',
  status: 'new',
  note: null,
  created: '2026-11-22T06:30:00.000Z',
};

describe('the console desk', { timeout: 20_000 }, () => {
  it('follows a lead up with a status and a note, and exports what the filter shows', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffLeadsEndpoint, { leads: [LEAD], total: 1, totalCapped: false })
      .on(staffUpdateLeadEndpoint, (body) => ({ lead: { ...LEAD, ...body } }));
    renderApp('/admin/leads');
    const form = await screen.findByRole('row', { name: /Devika Ramanathan/ }, LAZY_WAIT);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/leads.csv?status=new',
    );
    fireEvent.change(within(form).getByLabelText('Status of Devika Ramanathan'), {
      target: { value: 'contacted' },
    });
    fireEvent.change(within(form).getByLabelText('Note on Devika Ramanathan'), {
      target: { value: 'Visiting on Saturday.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();
    expect(api.calls(staffUpdateLeadEndpoint)).toEqual([
      { status: 'contacted', note: 'Visiting on Saturday.' },
    ]);
  });

  it('lets an admin add a staff member, who is mailed a password link', async () => {
    const api = signedInStaff(fakeApi())
      .on(staffListEndpoint, { staff: [{ ...TEST_ADMIN, secondFactor: true }] })
      .on(staffCreateEndpoint, (body) => ({
        member: {
          id: '66666666-6666-4666-8666-666666666666',
          email: body.email,
          name: `${body.firstName} ${body.lastName}`,
          role: body.role,
        },
        created: true,
      }));
    renderApp('/admin/staff');
    const form = await screen.findByRole('form', { name: 'Add staff' }, LAZY_WAIT);
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Sam' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Fixer' } });
    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'sam@rigforge.in' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add staff' }));
    expect(
      await screen.findByText('sam@rigforge.in was added and mailed a link to choose a password.'),
    ).toBeTruthy();
    const created = api.calls(staffCreateEndpoint).filter((body) => body !== undefined);
    expect(created).toEqual([
      { email: 'sam@rigforge.in', role: 'staff', firstName: 'Sam', lastName: 'Fixer' },
    ]);
  });

  it('gives staff no Staff or Audit log pages', async () => {
    signedInStaff(fakeApi(), 'staff').on(staffLeadsEndpoint, {
      leads: [],
      total: 0,
      totalCapped: false,
    });
    renderApp('/admin/leads');
    const menu = await screen.findByRole('navigation', { name: 'Console' }, LAZY_WAIT);
    expect(within(menu).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Leads and events' })).toBeTruthy();
  });
});
