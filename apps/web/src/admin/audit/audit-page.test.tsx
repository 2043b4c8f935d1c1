import { type AuditEntry, auditLogEndpoint } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff, TEST_ADMIN } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const ORDER_ID = 'a83d5f6d-9168-4f29-bfd1-6c511cd711ac';
const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  staffEmail: TEST_ADMIN.email,
  action: 'order.move',
  subject: `order ${ORDER_ID}`,
  orderNumber: 'OD-7K3M-Q9XA',
  before: { status: 'Ready to Ship' },
  after: null,
  at: '2026-11-25T09:13:00.000Z',
  ...fields,
});

describe('the audit log', { timeout: 20_000 }, () => {
  it('reads before and after as lines, details indented, orders by number and times in India', async () => {
    signedInStaff(fakeApi()).on(auditLogEndpoint, {
      entries: [
        entry(1, {
          after: {
            status: 'Shipped',
            details: { awb: 'BD-77120045', courier: 'Blue Dart' },
          },
        }),
        entry(2, {
          before: { status: 'Assembly' },
          after: {
            status: 'Stress Test',
            details: {
              benchmarks: [{ name: '3DMark Time Spy', score: 13250 }],
              temperatures: [],
            },
          },
        }),
        entry(3, {
          action: 'coupon.update',
          subject: 'coupon DIWALI2000',
          orderNumber: null,
          before: { validity: '2026-12-31T18:29:59.000Z', used: false },
          after: { validity: null },
        }),
      ],
      total: 3,
      totalCapped: false,
    });
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', undefined, LAZY_WAIT);
    const [, shipped, tested, coupon] = within(table).getAllByRole('row') as HTMLElement[];
    if (!shipped || !tested || !coupon) throw new Error('rows missing');

    expect(within(shipped).getByRole('link', { name: 'OD-7K3M-Q9XA' })).toBeTruthy();
    expect(within(shipped).getByRole('link').getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(shipped.textContent).not.toContain(ORDER_ID);
    expect(shipped.textContent).not.toContain('{');
    const details = within(shipped)
      .getByText(/^details:/)
      .closest('li') as HTMLElement;
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['AWB number: BD-77120045', 'courier: Blue Dart']);

    expect(tested.textContent).toContain('name: 3DMark Time Spy, score: 13250');
    expect(tested.textContent).toContain('temperatures: none');
    expect(tested.textContent).not.toContain('"');

    // 18:29:59 UTC on 31 December is 11:59 pm that day in India.
    // Stored field names read in the console's words.
    expect(coupon.textContent).toMatch(/last day: 31 Dec 2026, 11:59 pm/i);
    expect(coupon.textContent).toContain('used: no');
    expect(coupon.textContent).toContain('last day: none');
    expect(coupon.textContent).not.toContain('validity');
    expect(within(coupon).queryByRole('link')).toBeNull();
  });
});
