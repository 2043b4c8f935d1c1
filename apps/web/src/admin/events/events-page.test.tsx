import {
  type StaffEvent,
  staffCreateEventEndpoint,
  staffEventsEndpoint,
  staffSwitchEventRegistrationEndpoint,
} from '@shop/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, fest2025Answer } from '../../test/fake-api';
import { LAZY_WAIT, signedInStaff } from '../../test/fake-staff';
import { renderApp } from '../../test/render-app';

const [held] = fest2025Answer('held').events as [StaffEvent];
const fest: StaffEvent = { ...held, registered: 3 };

describe('the events page', { timeout: 20_000 }, () => {
  it("sends a new event's times as India's, shows a refusal in words, and switches registration", async () => {
    const coming: StaffEvent = {
      ...fest,
      id: '2026d0c1-0000-4000-8000-000000000001',
      slug: 'fifa-2026',
      name: 'FIFA Tournament 2026',
      date: '2026-12-12',
      registration: 'closed',
      state: 'closed',
      path: '/events/fifa-2026',
      registered: 0,
    };
    // GET and POST share the path: one handler answers the list and refuses the creation.
    const api = signedInStaff(fakeApi())
      .on(staffEventsEndpoint, { events: [coming, fest] })
      .on(staffCreateEventEndpoint, (_body, request) =>
        request.method === 'GET'
          ? ({ events: [coming, fest] } as never)
          : failWith(409, 'EVENT_SLUG_TAKEN', 'Another event already has that address.'),
      )
      .on(staffSwitchEventRegistrationEndpoint, { event: { ...coming, state: 'open' } });
    renderApp('/admin/events');
    const form = await screen.findByRole('region', { name: 'New event' }, LAZY_WAIT);
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    fill('Name', 'FIFA Tournament 2026');
    fill('Address (/events/…)', 'fifa-2026');
    fill('Highlights, one a line', 'Solo entries\n\n  Controllers provided ');
    fill('Places (empty: no limit)', '64');
    fill('Registration opens (empty: when opened)', '2026-12-01T10:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Create event' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Another event already has that address.',
    );
    const [sent] = api.calls(staffCreateEventEndpoint).filter((body) => body !== undefined);
    expect(sent).toMatchObject({
      slug: 'fifa-2026',
      highlights: ['Solo entries', 'Controllers provided'],
      capacity: 64,
      registrationOpensAt: '2026-12-01T10:00:00+05:30',
      registrationClosesAt: null,
    });

    // A held event can no longer be opened; an upcoming one can.
    const opens = await screen.findAllByText('Open registration');
    expect(opens).toHaveLength(1);
    fireEvent.click(opens[0] as HTMLElement);
    await waitFor(() =>
      expect(api.calls(staffSwitchEventRegistrationEndpoint)).toEqual([{ registration: 'open' }]),
    );
  });
});
