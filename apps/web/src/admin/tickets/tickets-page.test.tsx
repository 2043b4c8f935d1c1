import { staffReplyTicketEndpoint, staffTicketsEndpoint } from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff, staffTicket, TEST_ADMIN } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const ORDER_ID = '3f2c9a10-0000-4000-8000-000000000002';
const OPEN = staffTicket(ORDER_ID, { id: '22222222-2222-4222-8222-222222222223' });
const CLOSED_AT = '2026-11-21T09:00:00.000Z';

describe('the tickets', { timeout: 20_000 }, () => {
  it('says a ticket was closed, and keeps saying it once the card has left the open list', async () => {
    let closed = false;
    const api = signedInStaff(fakeApi())
      .on(staffTicketsEndpoint, () => ({
        tickets: closed ? [] : [OPEN],
        total: closed ? 0 : 1,
        totalCapped: false,
      }))
      .on(staffReplyTicketEndpoint, (body) => {
        closed = body.close === true;
        return {
          message: 'Reply sent!',
          ticket: {
            ...OPEN,
            closedAt: CLOSED_AT,
            replies: [
              {
                author: 'staff' as const,
                body: body.body,
                created: CLOSED_AT,
                staffEmail: TEST_ADMIN.email,
              },
            ],
          },
        };
      });
    renderApp('/admin/tickets');
    const card = await screen.findByRole('article', { name: `Ticket on OD-7K3M-Q9XA` }, LAZY_WAIT);
    fireEvent.change(within(card).getByLabelText('Reply'), {
      target: { value: 'It ships on Friday.' },
    });
    fireEvent.click(within(card).getByLabelText('Close the ticket with this reply'));
    fireEvent.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('No tickets here.')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    const said = screen.getByText(`Reply sent. Ticket on OD-7K3M-Q9XA closed.`);
    expect(said.getAttribute('role')).toBe('status');
    expect(api.calls(staffReplyTicketEndpoint)).toEqual([
      { body: 'It ships on Friday.', close: true },
    ]);
  });

  it('labels a closed ticket with the day it closed, and links the order to its console page', async () => {
    signedInStaff(fakeApi()).on(staffTicketsEndpoint, (_body, request) => {
      const status = new URL(request.url).searchParams.get('status');
      return status === 'all'
        ? {
            tickets: [OPEN, { ...OPEN, id: `${OPEN.id.slice(0, -1)}4`, closedAt: CLOSED_AT }],
            total: 2,
            totalCapped: false,
          }
        : { tickets: [OPEN], total: 1, totalCapped: false };
    });
    renderApp('/admin/tickets');
    await screen.findByRole('article', undefined, LAZY_WAIT);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    const [open, closed] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(open).queryByText('Closed')).toBeNull();
    // 09:00 UTC is 2:30 pm in India.
    expect(closed.textContent).toMatch(/Closed on 21 Nov 2026, 02:30 pm/i);
    expect(within(closed).queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(within(open).getByRole('link', { name: 'OD-7K3M-Q9XA' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
  });
});
