import {
  authenticateEndpoint,
  clearCookieEndpoint,
  DEVELOPMENT_ENVELOPE_KEY,
  type Endpoint,
  type ErrorCode,
  fest2025Details,
  fetchAllUserDetailsEndpoint,
  isEnvelope,
  NO_SESSION_MESSAGE,
  openEnvelope,
  type PublicEvent,
  type RequestBody,
  type ResponseBody,
  SHOP_EVENTS,
  sessionCheckEndpoint,
  type UserDetails,
  type UserInfo,
} from '@shop/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { forgetClientConfig } from '../lib/api-client';

/**
 * The one stand-in for the shop's API in web tests: msw answers the app's real fetch calls, so
 * the api client runs as it does in a browser (envelope, contract checks, error codes). Each test
 * says what the endpoints it needs answer; any other call fails the test loudly.
 */
export const fakeServer = setupServer();

/** The EMI plans of every test's client config unless it says otherwise: 14 % a year, no offer. */
export const TEST_EMI_PLANS = [3, 6, 9, 12].map((months) => ({
  months,
  annualRatePercent: 14,
  noCost: false,
}));

export const TEST_CLIENT_CONFIG = {
  envelopeKey: DEVELOPMENT_ENVELOPE_KEY,
  supportPhone: '9876543210',
  whatsappNumber: '919876543210',
  googleSignIn: false,
  tagManagerId: null as string | null,
  emiPlans: TEST_EMI_PLANS,
};

/** An answer other than the endpoint's success: an error with its code, or any status and body. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** An error answer as the server's one error handler gives it. */
export function failWith(
  status: number,
  code: ErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return new FakeReply(status, { ...extra, message, code });
}

/** Any status and body, for answers a contract does not describe (a broken server, say). */
export function replyWith(status: number, body: unknown) {
  return new FakeReply(status, body);
}

type Answer<E extends Endpoint> = ResponseBody<E> | FakeReply;
type Handler<E extends Endpoint> =
  | Answer<E>
  | ((body: RequestBody<E>, request: Request) => Answer<E> | Promise<Answer<E>>);

export type FakeCall = { method: string; path: string; body: unknown };

/**
 * The fake API of one test. `on(endpoint, answer)` answers an endpoint (the answer, or a function
 * of the opened body); `calls(endpoint)` lists the bodies the app sent to it, oldest first.
 * Answers are typed by the contract, and the app's api client checks them against it as well.
 */
export function fakeApi(
  clientConfig: Partial<typeof TEST_CLIENT_CONFIG> = {},
  {
    othersNotFound = false,
  }: {
    /**
     * For tests of routing alone: every API call the test did not declare answers 404 NOT_FOUND
     * (recorded in allCalls) instead of failing the test.
     */
    othersNotFound?: boolean;
  } = {},
) {
  forgetClientConfig();
  const sent: FakeCall[] = [];
  if (othersNotFound) {
    // Added first, so it is consulted last: any declared answer wins.
    fakeServer.use(
      http.all('/api/*', ({ request }) => {
        sent.push({ method: request.method, path: new URL(request.url).pathname, body: undefined });
        return HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
  }
  fakeServer.use(
    http.get('/api/client-config', () =>
      HttpResponse.json({ ...TEST_CLIENT_CONFIG, ...clientConfig }),
    ),
    // Public: the 2025 events, each taking registrations, unless a test answers its own
    // (api.on(eventsEndpoint)).
    http.get('/api/events', () => HttpResponse.json(fest2025Answer('open'))),
  );

  const api = {
    on<const E extends Endpoint>(endpoint: E, handler: Handler<E>) {
      const methods = typeof endpoint.method === 'string' ? [endpoint.method] : endpoint.method;
      for (const method of methods) {
        const route = method === 'GET' ? http.get : http.post;
        fakeServer.use(
          route(endpoint.path, async ({ request }) => {
            const body = await openedBody(request);
            sent.push({ method, path: new URL(request.url).pathname, body });
            const answer =
              typeof handler === 'function'
                ? await (handler as (body: unknown, request: Request) => unknown)(body, request)
                : handler;
            if (answer instanceof FakeReply) {
              return HttpResponse.json(answer.body as never, { status: answer.status });
            }
            return HttpResponse.json(answer as never, { status: endpoint.status ?? 200 });
          }),
        );
      }
      return api;
    },

    /**
     * The bodies sent to an endpoint (by its methods: a GET and a POST may share a path) or to a
     * path, opened from their envelope.
     */
    calls(endpoint: Endpoint | string): unknown[] {
      const path = typeof endpoint === 'string' ? endpoint : endpoint.path;
      const methods: readonly string[] | null =
        typeof endpoint === 'string' ? null : [endpoint.method].flat();
      const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
      return sent
        .filter((call) => pattern.test(call.path) && (!methods || methods.includes(call.method)))
        .map((call) => call.body);
    },

    /** Every call the app made, in order. */
    allCalls: (): readonly FakeCall[] => sent,

    /** A visitor with no session: /session answers no user (and /authenticate 401). */
    signedOut() {
      return api
        .on(authenticateEndpoint, failWith(401, 'LOGIN_REQUIRED', NO_SESSION_MESSAGE))
        .on(sessionCheckEndpoint, {
          message: NO_SESSION_MESSAGE,
          access_token: null,
          user_id: null,
        });
    },

    /** A signed-in customer whose record is `details` (see testUserDetails). */
    signedIn(details: UserDetails = testUserDetails()) {
      const userId = details.userInfo[0]?.id ?? TEST_USER.id;
      return api
        .on(authenticateEndpoint, {
          message: 'Authenticated',
          access_token: 'test-access-token',
          user_id: userId,
        })
        .on(sessionCheckEndpoint, {
          message: 'Authenticated',
          access_token: 'test-access-token',
          user_id: userId,
        })
        .on(fetchAllUserDetailsEndpoint, details)
        .on(clearCookieEndpoint, { message: 'Logged out' });
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;

async function openedBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  // A file sent as the body itself (a staff photo) is recorded by its type and size.
  if (type !== '' && !type.includes('json')) {
    return { fileType: type, bytes: (await request.arrayBuffer()).byteLength };
  }
  const text = await request.text();
  if (text === '') return undefined;
  const raw: unknown = JSON.parse(text);
  return isEnvelope(raw) ? openEnvelope(raw.payload, DEVELOPMENT_ENVELOPE_KEY) : raw;
}

export const TEST_USER: UserInfo = {
  id: 'user-1',
  firstname: 'Asha',
  lastname: 'Raman',
  dob: null,
  gender: null,
  number: null,
  email: 'asha@example.test',
  gst: null,
  verified: 0,
  contactClicked: null,
  legalViewed: null,
  checkoutClicked: null,
  paymentAttempted: null,
};

/** A whole user record, empty but for the user; override any part. */
export function testUserDetails(
  overrides: Partial<Omit<UserDetails, 'userInfo'>> & { user?: Partial<UserInfo> } = {},
): UserDetails {
  const { user, ...lists } = overrides;
  return {
    userInfo: [{ ...TEST_USER, ...user }],
    cartInfo: [],
    orderInfo: [],
    userTickets: [],
    addresses: [],
    coupons: [],
    ...lists,
  };
}

/** The 2025 fest as GET /api/events answers it, every event in the given state. */
export function fest2025Answer(state: PublicEvent['state']): { events: PublicEvent[] } {
  return {
    events: Object.values(SHOP_EVENTS).map((event) => ({
      ...fest2025Details(event),
      id: event.eventId,
      registration: state === 'open' ? 'open' : 'closed',
      state,
      path: event.path,
    })),
  };
}
