import type { EventDetails } from './event-schema';

/**
 * The RigForge College Tech Fest 2025 and its three contests, as they were held: what migration
 * 0036 seeded into the events table, and the four addresses they had before events were data
 * (docs/decisions/097-events-are-data.md). Never changed: staff edit the table, not this.
 */
export type Fest2025Event = {
  readonly id: EventId;
  /** The events table's id of it. */
  readonly eventId: string;
  readonly slug: string;
  /** Its page's address from before; /events/{slug} shows the same page. */
  readonly path: `/${string}`;
  /** What the registration payload's eventName carries. */
  readonly name: string;
  readonly tagline: string;
  /** YYYY-MM-DD, a date in India. */
  readonly date: string;
  readonly time: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly location: string;
  readonly locationLink: string;
  readonly about: string;
  readonly highlights: readonly string[];
};

export const EVENT_IDS = [
  'tech-fest',
  'video-editing-contest',
  'pc-master-contest',
  'fifa-tournament',
] as const;
export type EventId = (typeof EVENT_IDS)[number];

const VENUE = 'Hall 2, Chennai Trade Centre, Nandambakkam, Chennai 600089';
const VENUE_MAP =
  'https://www.google.com/maps/search/?api=1&query=Chennai+Trade+Centre+Nandambakkam';

export const SHOP_EVENTS: Readonly<Record<EventId, Fest2025Event>> = {
  'tech-fest': {
    id: 'tech-fest',
    eventId: '2025d0c1-0000-4000-8000-000000000001',
    slug: 'rigforge-college-tech-fest-2025',
    startTime: '09:30',
    endTime: '18:00',
    path: '/ad',
    name: 'RigForge College Tech Fest 2025',
    tagline: 'A day of building, editing and gaming for college students across Tamil Nadu.',
    date: '2025-12-13',
    time: '9:30 AM to 6:00 PM',
    location: VENUE,
    locationLink: VENUE_MAP,
    about:
      'Three contests, hands-on PC building with our technicians, and talks on getting started in game development, video production and AI. Entry is free for students with a college ID.',
    highlights: [
      'Video Editing Contest, PC Master Contest and FIFA Tournament under one roof',
      'Build-a-PC workshop with RigForge technicians every hour',
      'Prizes include a graphics card, gaming peripherals and RigForge vouchers',
      'Free entry with a valid college ID; register once for the fest, and separately for each contest',
    ],
  },
  'video-editing-contest': {
    id: 'video-editing-contest',
    eventId: '2025d0c1-0000-4000-8000-000000000002',
    slug: 'video-editing-contest-2025',
    startTime: '10:00',
    endTime: '13:00',
    path: '/video-editing-contest',
    name: 'Video Editing Contest 2025',
    tagline: 'Cut a 60-second story from our footage, on our workstations, against the clock.',
    date: '2025-12-13',
    time: '10:00 AM to 1:00 PM',
    location: VENUE,
    locationLink: VENUE_MAP,
    about:
      'Every participant gets the same raw footage and music and two hours on a RigForge creator workstation. Judges score story, pace, sound and colour.',
    highlights: [
      'Solo entries; bring your own headphones',
      'DaVinci Resolve and Premiere Pro installed on every workstation',
      'Winner takes home a 27-inch creator monitor; runners-up win RigForge vouchers',
    ],
  },
  'pc-master-contest': {
    id: 'pc-master-contest',
    eventId: '2025d0c1-0000-4000-8000-000000000003',
    slug: 'pc-master-contest-2025',
    startTime: '14:00',
    endTime: '16:00',
    path: '/pc-master-contest',
    name: 'PC Master Contest 2025',
    tagline: 'Build the right PC for the budget, as many times as you can in three minutes.',
    date: '2025-12-13',
    time: '2:00 PM to 4:00 PM',
    location: VENUE,
    locationLink: VENUE_MAP,
    about:
      'The contest is PC Master Hunt: pick compatible parts for a PC inside a random budget, score for every build that lands in range, and keep your streak going. Practise online before the day.',
    highlights: [
      'Three-minute rounds; the best score of the day wins',
      'Top players win a free graphics card',
      'Practise any time on PC Master Hunt with a free account',
    ],
  },
  'fifa-tournament': {
    id: 'fifa-tournament',
    eventId: '2025d0c1-0000-4000-8000-000000000004',
    slug: 'fifa-tournament-2025',
    startTime: '11:00',
    endTime: '17:30',
    path: '/fifa-tournament',
    name: 'FIFA Tournament 2025',
    tagline: 'One-on-one football knockouts on RigForge gaming PCs.',
    date: '2025-12-13',
    time: '11:00 AM to 5:30 PM',
    location: VENUE,
    locationLink: VENUE_MAP,
    about:
      'A knockout bracket of six-minute matches on identical RigForge gaming PCs with controllers provided. Group stage in the morning, finals on the main stage.',
    highlights: [
      'Solo entries, 64 players; seeding by draw',
      'Controllers provided; you may bring your own wired controller',
      'Champion wins a RigForge gaming monitor; finalists win gaming peripherals',
    ],
  },
};

/** The 2025 event whose payload name this is, or undefined. */
export function eventByName(name: string): Fest2025Event | undefined {
  return Object.values(SHOP_EVENTS).find((event) => event.name === name);
}

/** The 2025 events' old addresses, each the page of one event by its slug. */
export const FEST_2025_PATHS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(SHOP_EVENTS).map((event) => [event.path, event.slug]),
);

/** An event's page: its old address for the 2025 events, /events/{slug} for every other. */
export function eventPath(slug: string): string {
  const old = Object.values(SHOP_EVENTS).find((event) => event.slug === slug);
  return old ? old.path : `/events/${slug}`;
}

/** A 2025 event as the events table keeps it. */
export function fest2025Details(event: Fest2025Event): EventDetails {
  return {
    slug: event.slug,
    edition: 'RigForge College Tech Fest 2025',
    name: event.name,
    tagline: event.tagline,
    date: event.date,
    startTime: event.startTime,
    endTime: event.endTime,
    venue: event.location,
    mapLink: event.locationLink,
    about: event.about,
    highlights: [...event.highlights],
    capacity: null,
    registrationOpensAt: null,
    registrationClosesAt: null,
  };
}
