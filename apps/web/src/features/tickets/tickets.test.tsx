import {
  deleteTicketEndpoint,
  editTicketEndpoint,
  raiseTicketEndpoint,
  type Ticket,
  UI_TIMINGS_MS,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { type FakeApi, fakeApi } from '../../test/fake-api';
import { accountDetails, renderAccountScreen } from '../../test/render-account-screen';
import { TicketModal } from './components/ticket-modal';
import { TicketsPage } from './tickets-page';

const path = () => screen.getByTestId('current-path').textContent;

const TICKET: Ticket = {
  id: 't-1',
  orderid: 'ab12cd34',
  orderNumber: 'OD-AB12-CD34',
  description: 'The PC does not power on after unboxing.',
  created: '2026-03-02T05:00:00.000Z',
};
const ORDER = { orderid: 'ab12cd34', orderNumber: 'OD-AB12-CD34', title: 'Custom PC (Pro PC)' };

function openTickets(tickets: Ticket[], answer: (api: FakeApi) => void = () => {}) {
  const api = fakeApi();
  answer(api);
  renderAccountScreen(<TicketsPage />, {
    path: '/tickets',
    details: accountDetails({}, { userTickets: tickets, orderInfo: [ORDER] }),
  });
  return api;
}

const describeBox = () => screen.getByLabelText('Describe the issue');
const type = (text: string) => fireEvent.change(describeBox(), { target: { value: text } });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('raising a ticket', () => {
  function openRaise(answer: (api: FakeApi) => void = () => {}) {
    const api = fakeApi();
    answer(api);
    renderAccountScreen(
      <TicketModal show orderId="ab12cd34" orderNumber="OD-AB12-CD34" onClose={() => {}} />,
      {
        path: '/orders',
      },
    );
    return api;
  }

  it('names the order and counts the description up to 300', () => {
    openRaise();
    const dialog = screen.getByRole('dialog', { name: 'Raise A Ticket' });
    expect(within(dialog).getByText('OD-AB12-CD34')).toBeTruthy();
    expect(describeBox().getAttribute('maxlength')).toBe('300');
    expect(within(dialog).getByText('0/300')).toBeTruthy();
    type('Fan noise');
    expect(within(dialog).getByText('9/300')).toBeTruthy();
  });

  it('asks for a description for 2 s', async () => {
    const api = openRaise();
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Raise Ticket' }));
    expect(screen.getByText('Please describe the issue!')).toBeTruthy();
    await advanceClock(2_050);
    expect(screen.queryByText('Please describe the issue!')).toBeNull();
    expect(api.calls(raiseTicketEndpoint)).toHaveLength(0);
  });

  it('raises it, says so, and goes to /tickets after 3 s', async () => {
    const api = openRaise((shop) =>
      shop.on(raiseTicketEndpoint, {
        message: 'Issue Raised! Redirecting to support section...',
        tickets: [TICKET],
      }),
    );
    type('  The PC does not power on after unboxing.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Raise Ticket' }));
    await screen.findByText('Issue Raised! Redirecting to support section...');
    expect(api.calls(raiseTicketEndpoint)).toEqual([
      { uid: 'user-1', orderId: 'ab12cd34', issue: 'The PC does not power on after unboxing.' },
    ]);
    expect(screen.getByRole('button', { name: 'Raise Ticket' })).toHaveProperty('disabled', true);
    await advanceClock(2_800);
    expect(path()).toBe('/orders');
    await advanceClock(300);
    expect(path()).toBe('/tickets');
  });
});

describe('my tickets', () => {
  it('lists each ticket with its order', () => {
    openTickets([TICKET]);
    const card = screen.getByRole('article', { name: 'Ticket for OD-AB12-CD34' });
    expect(within(card).getByText('Custom PC (Pro PC) · Raised on 2 Mar 2026')).toBeTruthy();
    expect(within(card).getByText(TICKET.description)).toBeTruthy();
  });

  it('shows a ticket in full', async () => {
    openTickets([TICKET]);
    fireEvent.click(screen.getByRole('button', { name: 'View ticket for OD-AB12-CD34' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    expect(within(dialog).getByText(TICKET.description)).toBeTruthy();
  });

  it("shows the staff's reply in View, as the list does", async () => {
    openTickets([
      {
        ...TICKET,
        replies: [
          {
            author: 'staff',
            body: 'We have booked a technician for Monday.',
            created: '2026-03-03T05:00:00.000Z',
          },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'View ticket for OD-AB12-CD34' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ticket' });
    const conversation = within(dialog).getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText('RigForge Support')).toBeTruthy();
    expect(within(conversation).getByText('We have booked a technician for Monday.')).toBeTruthy();
  });

  it('edits a ticket: "Ticket Edited!", then the dialog closes after 1 s', async () => {
    const edited = { ...TICKET, description: 'It powers on now, but the fans are loud.' };
    const api = openTickets([TICKET], (shop) =>
      shop.on(editTicketEndpoint, { message: 'Ticket Edited!', tickets: [edited] }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Edit ticket for OD-AB12-CD34' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    expect(describeBox()).toHaveProperty('value', TICKET.description);
    type(edited.description);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await within(dialog).findByText('Ticket Edited!');
    expect(api.calls(editTicketEndpoint)).toEqual([
      { id: 't-1', uid: 'user-1', desc: edited.description },
    ]);
    await advanceClock(800);
    expect(screen.queryByRole('dialog', { name: 'Edit Ticket' })).not.toBeNull();
    await advanceClock(600);
    // Closing, it fades out first, as Bootstrap's dialogs do, and then leaves the page.
    await advanceClock(UI_TIMINGS_MS.transition);
    expect(screen.queryByRole('dialog', { name: 'Edit Ticket' })).toBeNull();
    expect(screen.getByText(edited.description)).toBeTruthy();
  });

  it('deletes a ticket', async () => {
    const api = openTickets([TICKET], (shop) => shop.on(deleteTicketEndpoint, { tickets: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete ticket for OD-AB12-CD34' }));
    await screen.findByText('No Tickets Found!');
    expect(api.calls(deleteTicketEndpoint)).toEqual([{ id: 't-1', uid: 'user-1' }]);
  });

  it('says "No Tickets Found!" and points to Help & Support on My Orders', () => {
    openTickets([]);
    expect(screen.getByText('No Tickets Found!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe('/orders');
  });
});
