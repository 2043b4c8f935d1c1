import { careersEndpoint, consultationEndpoint, GRIEVANCE_OFFICER, MESSAGES } from '@shop/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock } from '../../test/clock';
import { fakeApi, fakeServer } from '../../test/fake-api';
import { renderWithShell } from '../../test/render-with-shell';
import { CareersPage } from './careers-page';
import { ContactUsPage } from './contact-us-page';
import { VideoConsultationPage } from './video-consultation-page';

const { validation } = MESSAGES;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fill = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: 'SUBMIT' }) as HTMLButtonElement;
const submit = () => fireEvent.click(submitButton());
const path = () => screen.getByTestId('current-path').textContent;
const alertText = () => screen.getByRole('alert').textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T06:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  delete window.dataLayer;
});

describe('/careers', () => {
  it('checks name, email, phone, then the description, and counts the description', async () => {
    const api = fakeApi();
    renderWithShell(<CareersPage />, { path: '/careers' });
    const description = 'About you and the role you want';
    expect(field(description).required).toBe(true);
    expect(screen.getByText('0/300')).toBeTruthy();
    fill('Phone Number', '12');
    fill('Email', 'nope');
    const steps: [() => void, string][] = [
      [() => {}, validation.invalidName],
      [() => fill('Name', 'Karthik S'), validation.invalidEmail],
      [() => fill('Email', 'karthik@example.in'), validation.invalidPhone],
      [() => fill('Phone Number', '9123456780'), validation.descriptionRequired],
    ];
    for (const [change, message] of steps) {
      change();
      submit();
      expect(alertText()).toBe(message);
      await advanceClock(2_000);
      expect(submitButton().disabled).toBe(false);
    }
    fill(description, 'Four years of building PCs.');
    expect(screen.getByText('27/300')).toBeTruthy();
    expect(api.calls(careersEndpoint)).toEqual([]);
  });

  it('sends the application, says so, and goes home 2 s later', async () => {
    const api = fakeApi().on(careersEndpoint, { message: MESSAGES.leads.applicationSubmitted });
    renderWithShell(<CareersPage />, { path: '/careers' });
    fill('Name', 'Karthik S');
    fill('Email', 'karthik@example.in');
    fill('Phone Number', '9123456780');
    fill('About you and the role you want', 'Four years of building PCs. ');
    submit();
    expect(
      await screen.findByText('Your application has been submitted successfully!'),
    ).toBeTruthy();
    expect(api.calls(careersEndpoint)).toEqual([
      {
        data: {
          name: 'Karthik S',
          email: 'karthik@example.in',
          phone: '9123456780',
          description: 'Four years of building PCs.',
        },
      },
    ]);
    await advanceClock(1_990);
    expect(path()).toBe('/careers');
    await advanceClock(20);
    expect(path()).toBe('/');
  });

  it('only logs when the server cannot be reached, keeping what was typed', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi();
    fakeServer.use(http.post(careersEndpoint.path, () => HttpResponse.error()));
    renderWithShell(<CareersPage />, { path: '/careers' });
    fill('Name', 'Karthik S');
    fill('Email', 'karthik@example.in');
    fill('Phone Number', '9123456780');
    fill('About you and the role you want', 'Hello');
    submit();
    await vi.waitFor(() =>
      expect(
        logged.mock.calls.some(([what]) => what === 'Could not send the job application'),
      ).toBe(true),
    );
    await vi.waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Name').value).toBe('Karthik S');
  });
});

describe('/video-consultation', () => {
  it("checks the callback's order with the date from today in India, then books and counts it", async () => {
    vi.setSystemTime(new Date('2025-03-14T18:30:00Z')); // midnight, 15 March in India
    const api = fakeApi().on(consultationEndpoint, {
      message: MESSAGES.leads.consultationSubmitted,
    });
    renderWithShell(<VideoConsultationPage />, { path: '/video-consultation' });
    expect(screen.getByRole('heading', { level: 1, name: 'Video Consultation' })).toBeTruthy();
    expect(field('Preferred Date').min).toBe('2025-03-15');
    expect(field('Additional Details').value).toBe('');
    fill('Name', 'Asha');
    fill('Phone Number', '9876543210');
    fill('Email', 'asha@example.in');
    fill('Preferred Date', '2025-03-14');
    submit();
    expect(alertText()).toBe(validation.invalidFutureDate);
    await advanceClock(2_000);
    fill('Preferred Date', '2025-03-15');
    submit();
    expect(alertText()).toBe(validation.detailsRequired);
    await advanceClock(2_000);
    fill('Additional Details', 'x'.repeat(300));
    expect(screen.getByText('300/300')).toBeTruthy();
    fill('Additional Details', 'A render workstation');
    submit();
    expect(await screen.findByText(MESSAGES.leads.consultationSubmitted)).toBeTruthy();
    expect(api.calls(consultationEndpoint)).toEqual([
      {
        data: {
          name: 'Asha',
          phone: '9876543210',
          email: 'asha@example.in',
          date: '2025-03-15',
          message: 'A render workstation',
        },
      },
    ]);
    expect(window.dataLayer).toEqual([
      { event: 'lead_form_submission', formType: 'video_consultation' },
    ]);
    await advanceClock(2_000);
    expect(path()).toBe('/');
  });
});

describe('/contact-us', () => {
  it('offers the callback form, the sales phone, WhatsApp, the outlet and its hours', async () => {
    fakeApi();
    renderWithShell(<ContactUsPage />, { path: '/contact-us' });
    expect(screen.getByRole('form', { name: 'Request a Call Back' })).toBeTruthy();
    const phone = await screen.findByRole('link', { name: '+91 98765 43210' });
    expect(phone.getAttribute('href')).toBe('tel:+919876543210');
    const whatsapp = screen.getByRole('link', { name: /Chat with us on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    const visit = screen.getByRole('region', { name: 'Visit our outlet' });
    expect(within(visit).getByText('Shop F-42, First Floor, Phoenix Marketcity')).toBeTruthy();
    expect(within(visit).getByText('Saturday and Sunday')).toBeTruthy();
    expect(within(visit).getByRole('link', { name: /Open in Google Maps/ })).toBeTruthy();
  });

  it('names the grievance officer and promises acknowledgement in 48 hours and resolution in a month', () => {
    fakeApi();
    renderWithShell(<ContactUsPage />, { path: '/contact-us' });
    const officer = screen.getByRole('region', { name: 'Grievance Officer' });
    expect(officer.id).toBe('grievance-officer');
    expect(within(officer).getByText(GRIEVANCE_OFFICER.name)).toBeTruthy();
    expect(within(officer).getByText('Grievance Officer, RigForge')).toBeTruthy();
    expect(
      within(officer).getByRole('link', { name: GRIEVANCE_OFFICER.email }).getAttribute('href'),
    ).toBe(`mailto:${GRIEVANCE_OFFICER.email}`);
    expect(within(officer).getByRole('link', { name: GRIEVANCE_OFFICER.phone })).toBeTruthy();
    expect(officer.textContent).toContain('within 48 hours');
    expect(officer.textContent).toContain('resolve it within one month');
  });
});
