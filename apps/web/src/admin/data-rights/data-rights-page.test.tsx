import {
  type DataRightsRecord,
  staffCrmCopyDeletedEndpoint,
  staffDashboardEndpoint,
  staffDataRightsEndpoint,
  staffLeadsEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { EMPTY_DASHBOARD, LAZY_WAIT, signedInStaff, TEST_ADMIN } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const ERASURE: DataRightsRecord = {
  id: '77777777-7777-4777-8777-777777777777',
  kind: 'erasure',
  userId: '88888888-8888-4888-8888-888888888888',
  account: null,
  requestedAt: '2026-11-22T06:30:00.000Z',
  completedAt: '2026-11-22T06:30:01.000Z',
  tables: [
    { table: 'users', rule: 'anonymise', rows: 1 },
    { table: 'addresses', rule: 'delete', rows: 2 },
    { table: 'tickets', rule: 'delete', rows: 0 },
  ],
  crmCopy: { email: 'synced@example.in', phone: '9811122233', deletedAt: null, deletedBy: null },
};
const UNFINISHED_EXPORT: DataRightsRecord = {
  ...ERASURE,
  id: '99999999-9999-4999-8999-999999999999',
  kind: 'export',
  account: 'still@example.in',
  completedAt: null,
  tables: [],
  crmCopy: null,
};
const ONE_ROW_EXPORT: DataRightsRecord = {
  ...UNFINISHED_EXPORT,
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  completedAt: '2026-11-21T06:30:01.000Z',
  tables: [
    { table: 'users', rule: null, rows: 1 },
    { table: 'tickets', rule: null, rows: 0 },
  ],
};

describe("the console's data-rights page", { timeout: 20_000 }, () => {
  it('lists requests with what they did, and clears a CRM copy only once the admin confirms', async () => {
    let erasure = ERASURE;
    const api = signedInStaff(fakeApi())
      .on(staffDataRightsEndpoint, () => ({
        requests: [erasure, UNFINISHED_EXPORT, ONE_ROW_EXPORT],
        total: 3,
        crmCopiesToDelete: erasure.crmCopy?.deletedAt ? 0 : 1,
      }))
      .on(staffCrmCopyDeletedEndpoint, () => {
        erasure = {
          ...ERASURE,
          crmCopy: {
            email: null,
            phone: null,
            deletedAt: '2026-11-23T09:00:00.000Z',
            deletedBy: TEST_ADMIN.email,
          },
        };
        return { request: erasure };
      });
    renderApp('/admin/data-rights');
    expect(
      await screen.findByText(
        '1 erased customer is still to be deleted in Zoho Bigin.',
        {},
        LAZY_WAIT,
      ),
    ).toBeTruthy();
    const [, erasureRow, exportRow, oneRowExport] = screen.getAllByRole('row');
    expect(within(oneRowExport as HTMLElement).getByText('1 row in 1 of 2 tables')).toBeTruthy();
    expect(within(erasureRow as HTMLElement).getByText('Erasure')).toBeTruthy();
    expect(within(erasureRow as HTMLElement).getByText('3 rows in 2 of 3 tables')).toBeTruthy();
    expect(
      within(erasureRow as HTMLElement).getByText('synced@example.in · 9811122233'),
    ).toBeTruthy();
    expect(within(exportRow as HTMLElement).getByText('still@example.in')).toBeTruthy();
    expect(
      within(erasureRow as HTMLElement).getByText('anonymised', { exact: false }),
    ).toBeTruthy();
    expect(within(erasureRow as HTMLElement).queryByText('tickets')).toBeNull();
    expect(within(exportRow as HTMLElement).getByText('Not finished')).toBeTruthy();
    expect(within(exportRow as HTMLElement).getByText('Nothing held')).toBeTruthy();
    expect(within(exportRow as HTMLElement).getByText('Nothing to delete')).toBeTruthy();

    // The first press asks; cancelling sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Deleted in Bigin: synced@example.in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deleted in Bigin: synced@example.in' }));
    expect(api.calls(staffCrmCopyDeletedEndpoint)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, clear them' }));
    expect(await screen.findByText(/^Deleted .* by ada@rigforge\.in$/)).toBeTruthy();
    expect(api.calls(staffCrmCopyDeletedEndpoint)).toEqual([{ requestId: ERASURE.id }]);
    expect(screen.queryByText('synced@example.in · 9811122233')).toBeNull();
    expect(screen.queryByText(/still to be deleted in Zoho Bigin/)).toBeNull();
  });

  it('asks the server for the kind chosen', async () => {
    const kinds: Array<string | null> = [];
    signedInStaff(fakeApi()).on(staffDataRightsEndpoint, (_body, request) => {
      kinds.push(new URL(request.url).searchParams.get('kind'));
      return { requests: [], total: 0, crmCopiesToDelete: 0 };
    });
    renderApp('/admin/data-rights');
    expect(await screen.findByText('No requests yet.', {}, LAZY_WAIT)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Requests'), { target: { value: 'erasure' } });
    await waitFor(() => expect(kinds).toEqual([null, 'erasure']));
  });

  it("counts the CRM contacts to delete on an admin's dashboard, and not on a staff member's", async () => {
    signedInStaff(fakeApi()).on(staffDashboardEndpoint, {
      ...EMPTY_DASHBOARD,
      crmCopiesToDelete: 2,
    });
    const { unmount } = renderApp('/admin');
    const stat = await screen.findByRole('link', { name: /CRM contacts to delete/ }, LAZY_WAIT);
    expect(stat.getAttribute('href')).toBe('/admin/data-rights');
    expect(stat.textContent).toBe('2CRM contacts to delete');
    unmount();

    signedInStaff(fakeApi(), 'staff').on(staffDashboardEndpoint, {
      ...EMPTY_DASHBOARD,
      crmCopiesToDelete: null,
    });
    renderApp('/admin');
    await screen.findByRole('link', { name: /Low stock/ }, LAZY_WAIT);
    expect(screen.queryByRole('link', { name: /CRM contacts to delete/ })).toBeNull();
  });

  it('is not in the menu for staff', async () => {
    signedInStaff(fakeApi(), 'staff').on(staffLeadsEndpoint, {
      leads: [],
      total: 0,
      totalCapped: false,
    });
    renderApp('/admin/leads');
    const menu = await screen.findByRole('navigation', { name: 'Console' }, LAZY_WAIT);
    expect(within(menu).queryByRole('link', { name: 'Data rights' })).toBeNull();
  });
});
