import type { EventDetails, StaffEvent } from '@shop/domain';

/** An event's details as the form holds them: every field as typed. */
export type EventDraft = Record<
  Exclude<keyof EventDetails, 'highlights' | 'capacity'> | 'highlights' | 'capacity',
  string
>;

const indiaInput = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** "2026-12-01 10:00" in India from an instant, for a datetime-local field. */
function localInIndia(instant: string | null): string {
  return instant ? indiaInput.format(new Date(instant)).replace(' ', 'T') : '';
}

export function draftOf(event: StaffEvent | null): EventDraft {
  return {
    slug: event?.slug ?? '',
    edition: event?.edition ?? '',
    name: event?.name ?? '',
    tagline: event?.tagline ?? '',
    date: event?.date ?? '',
    startTime: event?.startTime ?? '10:00',
    endTime: event?.endTime ?? '17:00',
    venue: event?.venue ?? '',
    mapLink: event?.mapLink ?? '',
    about: event?.about ?? '',
    highlights: event?.highlights.join('\n') ?? '',
    capacity: event?.capacity ? String(event.capacity) : '',
    registrationOpensAt: localInIndia(event?.registrationOpensAt ?? null),
    registrationClosesAt: localInIndia(event?.registrationClosesAt ?? null),
  };
}

/** What the form sends: times typed are India's; the server's schema checks the rest in words. */
export function detailsOf(draft: EventDraft): EventDetails {
  const instant = (local: string) => (local ? `${local}:00+05:30` : null);
  return {
    ...draft,
    highlights: draft.highlights
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    capacity: draft.capacity ? Number(draft.capacity) : null,
    registrationOpensAt: instant(draft.registrationOpensAt),
    registrationClosesAt: instant(draft.registrationClosesAt),
  };
}
