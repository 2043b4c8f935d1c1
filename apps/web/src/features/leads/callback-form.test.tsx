import { callbackEndpoint, MESSAGES } from '@shop/domain';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { failWith, fakeApi, fakeServer, replyWith } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { BookingForm } from './components/booking-form';
import { CallbackForm } from './components/callback-form';

const { validation } = MESSAGES;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const submit = () => fireEvent.click(submitButton());
const path = () => screen.getByTestId('current-path').textContent;

function fillValid() {
  fill('Name', 'Asha Raman');
  fill('Phone Number', '9876543210');
  fill('Email', 'asha@example.in');
}

/** 12:00 on 1 June 2025 in India. */
const NOON_IN_INDIA = new Date('2025-06-01T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOON_IN_INDIA);
});
afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('Request a Call Back', () => {
  it('has the fields, limits and required attributes, with the details prefilled and counted', () => {
    fakeApi();
    renderWithShell(<CallbackForm />);
    expect(screen.getByRole('heading', { name: 'Request a Call Back' })).toBeTruthy();
    expect(field('Phone Number').type).toBe('tel');
    expect(field('Phone Number').maxLength).toBe(10);
    expect(field('Preferred Date').type).toBe('date');
    for (const label of ['Name', 'Phone Number', 'Email', 'Preferred Date']) {
      expect(field(label).required, label).toBe(true);
    }
    const details = screen.getByLabelText('Additional Details') as HTMLTextAreaElement;
    expect(details.required).toBe(false);
    expect(details.rows).toBe(4);
    expect(details.maxLength).toBe(300);
    expect(details.value).toBe('Call Back Requested');
    expect(screen.getByText('19/300')).toBeTruthy();
    fill('Additional Details', 'Call after 6 pm');
    expect(screen.getByText('15/300')).toBeTruthy();
    // Typed or pasted, the phone keeps ten digits.
    fill('Phone Number', '+91 98765-43210 ext');
    expect(field('Phone Number').value).toBe('9876543210');
  });

  it('checks name, phone, email, date, details in order, each message for 2 s before the button returns', async () => {
    const api = fakeApi();
    renderWithShell(<CallbackForm />);
    fill('Preferred Date', '2025-05-31');
    fill('Additional Details', '');
    const steps: [() => void, string][] = [
      [() => {}, validation.invalidName],
      [() => fill('Name', 'Asha'), validation.invalidPhone],
      [() => fill('Phone Number', '9876543210'), validation.invalidEmail],
      [() => fill('Email', 'asha@example.in'), validation.invalidFutureDate],
      [() => fill('Preferred Date', '2025-06-01'), validation.detailsRequired],
    ];
    for (const [change, message] of steps) {
      change();
      submit();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(submitButton().disabled).toBe(true);
      await advanceClock(1_990);
      expect(screen.queryByText(message)).not.toBeNull();
      expect(submitButton().disabled).toBe(true);
      await advanceClock(20);
      expect(screen.queryByText(message)).toBeNull();
      expect(submitButton().disabled).toBe(false);
    }
    expect(api.calls(callbackEndpoint)).toEqual([]);
  });

  it("sets the earliest date to today in India, and refuses yesterday's once midnight has passed", async () => {
    vi.setSystemTime(new Date('2025-03-14T18:29:00Z')); // 23:59 on 14 March in India
    const api = fakeApi();
    renderWithShell(<CallbackForm />);
    expect(field('Preferred Date').value).toBe('2025-03-14');
    expect(field('Preferred Date').min).toBe('2025-03-14');
    fillValid();
    await advanceClock(2 * 60_000); // 00:01 on 15 March
    submit();
    expect(screen.getByRole('alert').textContent).toBe(validation.invalidFutureDate);
    expect(field('Preferred Date').min).toBe('2025-03-15');
    expect(api.calls(callbackEndpoint)).toEqual([]);
  });

  it('leaves the date empty in a page drawn ahead of the browser, which knows nothing of its today', () => {
    const html = renderToString(
      <StaticRouter location="/contact-us">
        <BookingForm kind="callback" send={async () => ({})} />
      </StaticRouter>,
    );
    const date = /<input[^>]*type="date"[^>]*>/.exec(html)?.[0] ?? '';
    expect(date).toContain('id="callback-date"');
    expect(date).not.toMatch(/\b(value|min)="\d/);
  });

  it('sends the request, counts it, resets the form with the date back to its default and goes home after 2 s', async () => {
    const api = fakeApi().on(callbackEndpoint, { message: MESSAGES.leads.callbackSubmitted });
    renderWithShell(<CallbackForm />, { path: '/contact-us' });
    fillValid();
    fill('Name', '  Asha Raman ');
    fill('Preferred Date', '2025-06-04');
    submit();
    expect(await screen.findByText(MESSAGES.leads.callbackSubmitted)).toBeTruthy();
    expect(api.calls(callbackEndpoint)).toEqual([
      {
        data: {
          name: 'Asha Raman',
          phone: '9876543210',
          email: 'asha@example.in',
          date: '2025-06-04',
          message: 'Call Back Requested',
        },
      },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'lead_form_submission', formType: 'callback_Request' },
    ]);
    expect(field('Name').value).toBe('');
    expect(field('Preferred Date').value).toBe('2025-06-01');
    expect(submitButton().disabled).toBe(true);
    await advanceClock(1_990);
    expect(path()).toBe('/contact-us');
    await advanceClock(20);
    expect(path()).toBe('/');
  });

  it('gives its button back on home, where going home is staying put', async () => {
    fakeApi().on(callbackEndpoint, { message: MESSAGES.leads.callbackSubmitted });
    renderWithShell(<CallbackForm />, { path: '/' });
    fillValid();
    submit();
    await screen.findByText(MESSAGES.leads.callbackSubmitted);
    await advanceClock(2_010);
    expect(screen.queryByText(MESSAGES.leads.callbackSubmitted)).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('keeps every field and only logs when the server fails or cannot be reached', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi().on(
      callbackEndpoint,
      replyWith(500, { message: 'x', code: 'SERVER_ERROR' }),
    );
    const failures = () =>
      logged.mock.calls.filter(([what]) => what === 'Could not send the callback request').length;
    renderWithShell(<CallbackForm />, { path: '/contact-us' });
    fillValid();
    submit();
    await vi.waitFor(() => expect(failures()).toBe(1));
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').value).toBe('Asha Raman');
    expect(api.calls(callbackEndpoint)).toHaveLength(1);

    fakeServer.use(http.post(callbackEndpoint.path, () => HttpResponse.error()));
    submit();
    await vi.waitFor(() => expect(failures()).toBe(2));
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Email').value).toBe('asha@example.in');
    await advanceClock(3_000);
    expect(path()).toBe('/contact-us');
    expect(window.dataLayer).toBeUndefined();
  });

  it("shows the server's refusal in its words for 2 s", async () => {
    fakeApi().on(
      callbackEndpoint,
      failWith(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
    );
    renderWithShell(<CallbackForm />);
    fillValid();
    submit();
    expect(await screen.findByText('Too many attempts. Please try again later.')).toBeTruthy();
    await advanceClock(2_010);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('hides its honeypot from people, and sends it when a bot fills it', async () => {
    const api = fakeApi().on(callbackEndpoint, { message: MESSAGES.leads.callbackSubmitted });
    renderWithShell(<CallbackForm />);
    const trap = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fillValid();
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByText(MESSAGES.leads.callbackSubmitted);
    expect(api.calls(callbackEndpoint)).toEqual([
      expect.objectContaining({ website: 'https://spam.example' }),
    ]);
  });
});
