import {
  eventRegistrationEndpoint,
  eventsEndpoint,
  formatEventDate,
  MESSAGES,
  SHOP_EVENTS,
} from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi, fakeServer, fest2025Answer, replyWith } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { FifaTournamentPage } from './fifa-tournament-page';
import { PcMasterContestPage } from './pc-master-contest-page';
import { PromotionsPage } from './promotions-page';

const { validation } = MESSAGES;
const fifa = SHOP_EVENTS['fifa-tournament'];

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const registerButton = () => screen.getByRole('button', { name: 'REGISTER' }) as HTMLButtonElement;
const register = () => fireEvent.click(registerButton());
const path = () => screen.getByTestId('current-path').textContent;
const DESCRIPTION = 'Anything we should know? (optional)';
/** The shop says the event takes registrations, and the form is enabled. */
const registrationOpen = () => screen.findByText(/^Registration is open until the end of/);

function fillValid() {
  fill('Name', 'Divya N');
  fill('Email', 'divya@example.in');
  fill('Phone Number', '9000012345');
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an event page', () => {
  it("shows the event's name, date, time, location and a map link in a new tab", () => {
    fakeApi();
    renderWithShell(<FifaTournamentPage />, { path: '/fifa-tournament' });
    expect(screen.getByRole('heading', { level: 1, name: 'FIFA Tournament 2025' })).toBeTruthy();
    expect(screen.getByText('Saturday, 13 December 2025')).toBeTruthy();
    expect(screen.getByText(fifa.time)).toBeTruthy();
    expect(screen.getByText(fifa.location)).toBeTruthy();
    const map = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(map.getAttribute('href')).toBe(fifa.locationLink);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(formatEventDate('2025-12-13')).toBe('Saturday, 13 December 2025');
  });

  it('requires name, email and phone, checked in that order, and takes an optional description of 300', async () => {
    const api = fakeApi();
    renderWithShell(<FifaTournamentPage />);
    await registrationOpen();
    for (const label of ['Name', 'Email', 'Phone Number']) expect(field(label).required).toBe(true);
    expect(field(DESCRIPTION).required).toBe(false);
    expect(field(DESCRIPTION).maxLength).toBe(300);
    fill('Email', 'x');
    fill('Phone Number', '1');
    const steps: [() => void, string][] = [
      [() => {}, validation.invalidName],
      [() => fill('Name', 'Divya N'), validation.invalidEmail],
      [() => fill('Email', 'divya@example.in'), validation.invalidPhone],
    ];
    for (const [change, message] of steps) {
      change();
      register();
      expect(screen.getByRole('alert').textContent).toBe(message);
      await advanceClock(1_990);
      expect(registerButton().disabled).toBe(true);
      await advanceClock(20);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(registerButton().disabled).toBe(false);
    }
    fill(DESCRIPTION, 'Bringing my own controller');
    expect(screen.getByText('26/300')).toBeTruthy();
    expect(api.calls(eventRegistrationEndpoint)).toEqual([]);
  });

  it('registers with the event named by the page, says "Registered Sucessfully" and goes home after 2 s', async () => {
    const api = fakeApi().on(eventRegistrationEndpoint, { message: MESSAGES.events.registered });
    renderWithShell(<FifaTournamentPage />, { path: '/fifa-tournament' });
    await registrationOpen();
    fillValid();
    register();
    expect(await screen.findByText('Registered Sucessfully')).toBeTruthy();
    expect(api.calls(eventRegistrationEndpoint)).toEqual([
      {
        name: 'Divya N',
        email: 'divya@example.in',
        number: '9000012345',
        description: '',
        eventName: fifa.name,
        eventId: fifa.eventId,
        eventDate: fifa.date,
        eventLocation: fifa.location,
        eventLocationLink: fifa.locationLink,
      },
    ]);
    await advanceClock(1_990);
    expect(path()).toBe('/fifa-tournament');
    await advanceClock(20);
    expect(path()).toBe('/');
  });

  it('says so when the visitor is already registered, and stays', async () => {
    fakeApi().on(
      eventRegistrationEndpoint,
      failWith(409, 'ALREADY_REGISTERED', MESSAGES.events.alreadyRegistered),
    );
    renderWithShell(<FifaTournamentPage />, { path: '/fifa-tournament' });
    await registrationOpen();
    fillValid();
    register();
    expect(await screen.findByText('You have already registered for this event!')).toBeTruthy();
    await advanceClock(2_010);
    expect(registerButton().disabled).toBe(false);
    expect(path()).toBe('/fifa-tournament');
  });

  it('answers a server failure with "An error occurred during Registration! Try Again!", and only logs a network failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi().on(eventRegistrationEndpoint, replyWith(500, { message: 'x', code: 'SERVER_ERROR' }));
    renderWithShell(<FifaTournamentPage />);
    await registrationOpen();
    fillValid();
    register();
    expect(await screen.findByText(MESSAGES.events.registrationFailed)).toBeTruthy();
    await advanceClock(2_010);
    expect(registerButton().disabled).toBe(false);

    fakeServer.use(http.post(eventRegistrationEndpoint.path, () => HttpResponse.error()));
    register();
    await vi.waitFor(() =>
      expect(logged.mock.calls.some(([what]) => what === 'Could not send the registration')).toBe(
        true,
      ),
    );
    await vi.waitFor(() => expect(registerButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').value).toBe('Divya N');
  });

  it("says registration has closed once the shop says the event's day has ended, and takes none", async () => {
    const api = fakeApi().on(eventsEndpoint, fest2025Answer('held'));
    renderWithShell(<FifaTournamentPage />, { path: '/fifa-tournament' });
    expect(screen.getByTestId('registration-state').textContent).toBe(
      'Checking whether registration is open...',
    );
    expect(registerButton().disabled).toBe(false);
    expect((registerButton().closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    expect(
      await screen.findByText(
        `${MESSAGES.events.registrationClosed} The event was held on Saturday, 13 December 2025.`,
      ),
    ).toBeTruthy();
    // The event's details stay; the form is there but takes nothing.
    expect(screen.getByText(fifa.location)).toBeTruthy();
    expect(field('Name').matches(':disabled')).toBe(true);
    expect(registerButton().matches(':disabled')).toBe(true);
    fillValid();
    register();
    await advanceClock(50);
    expect(api.calls(eventRegistrationEndpoint)).toEqual([]);
  });

  it('shows the refusal of a registration the shop no longer takes, and then that registration has closed', async () => {
    let open = true;
    fakeApi()
      .on(eventsEndpoint, () => fest2025Answer(open ? 'open' : 'held'))
      .on(eventRegistrationEndpoint, () => {
        open = false;
        return failWith(409, 'REGISTRATION_CLOSED', MESSAGES.events.registrationClosed);
      });
    renderWithShell(<FifaTournamentPage />, { path: '/fifa-tournament' });
    await registrationOpen();
    fillValid();
    register();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      MESSAGES.events.registrationClosed,
    );
    expect(
      await screen.findByText(/The event was held on Saturday, 13 December 2025\.$/),
    ).toBeTruthy();
    expect(path()).toBe('/fifa-tournament');
  });

  it('shows what it is given after the registration form', () => {
    fakeApi();
    renderWithShell(
      <PcMasterContestPage aside={<section aria-label="Leaderboard">Top 10</section>} />,
    );
    const form = screen.getByRole('form', { name: 'Register' });
    const leaderboard = screen.getByRole('region', { name: 'Leaderboard' });
    expect(
      form.compareDocumentPosition(leaderboard) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practise PC Master Hunt' }).getAttribute('href')).toBe(
      '/pc-master-game',
    );
  });
});

describe('/ad', () => {
  it('registers for the fest itself and links each contest', async () => {
    const api = fakeApi().on(eventRegistrationEndpoint, { message: MESSAGES.events.registered });
    renderWithShell(<PromotionsPage />, { path: '/ad' });
    await registrationOpen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'RigForge College Tech Fest 2025' }),
    ).toBeTruthy();
    const about = screen.getByRole('region', { name: 'About the event' });
    const cards = within(about).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Video Editing Contest 2025',
      'PC Master Contest 2025',
      'FIFA Tournament 2025',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/video-editing-contest',
      '/pc-master-contest',
      '/fifa-tournament',
    ]);
    fillValid();
    register();
    await screen.findByText('Registered Sucessfully');
    expect(api.calls(eventRegistrationEndpoint)).toEqual([
      expect.objectContaining({ eventName: 'RigForge College Tech Fest 2025' }),
    ]);
  });

  it('shows what is coming up and archives what was held', async () => {
    const held = fest2025Answer('held').events;
    const fifa2025 = held[3] as (typeof held)[number];
    const coming = {
      ...fifa2025,
      id: '2026d0c1-0000-4000-8000-000000000001',
      slug: 'fifa-2026',
      name: 'FIFA Tournament 2026',
      edition: '2026',
      date: '2026-12-12',
      state: 'open' as const,
      path: '/events/fifa-2026',
    };
    fakeApi().on(eventsEndpoint, { events: [...held, coming] });
    renderWithShell(<PromotionsPage />, { path: '/ad' });
    await screen.findByText('FIFA Tournament 2026');
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(within(comingUp).getByRole('link').getAttribute('href')).toBe('/events/fifa-2026');
    expect(within(comingUp).getByText('FIFA Tournament 2026')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(within(past).getAllByRole('link')).toHaveLength(4);
    expect(within(past).queryByText('FIFA Tournament 2026')).toBeNull();
  });
});
