/**
 * The college tech fest the shop runs, and its three contests (docs/api/events.md#the-events).
 * Each has its own page and registration form; the server accepts registrations only for these,
 * by name, and stores its own copy of the event's facts, never the browser's.
 */
export type ShopEvent = {
  readonly id: EventId;
  /** The page's route. */
  readonly path: `/${string}`;
  /** What the registration payload's eventName carries. */
  readonly name: string;
  readonly tagline: string;
  /** YYYY-MM-DD, a date in India. */
  readonly date: string;
  readonly time: string;
  readonly location: string;
  /** A map of the location, opened in a new tab. */
  readonly locationLink: string;
  readonly about: string;
  /** Rules, format and prizes, as bullet points. */
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

export const SHOP_EVENTS: Readonly<Record<EventId, ShopEvent>> = {
  'tech-fest': {
    id: 'tech-fest',
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

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When registration for the event closes: the end of its day in India (midnight that starts the
 * next day, India time; India keeps UTC+5:30 all year). docs/api/events.md#registration
 */
export function registrationClosesAt(event: ShopEvent): Date {
  return new Date(new Date(`${event.date}T00:00:00+05:30`).getTime() + DAY_MS);
}

/** Whether the event still takes registrations at `now` (the server's clock decides). */
export function isRegistrationOpen(event: ShopEvent, now: Date): boolean {
  return now.getTime() < registrationClosesAt(event).getTime();
}

/** The event whose payload name this is, or undefined. */
export function eventByName(name: string): ShopEvent | undefined {
  return Object.values(SHOP_EVENTS).find((event) => event.name === name);
}
