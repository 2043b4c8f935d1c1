import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  Browser,
  buildAccountsApp,
  signedInBrowser,
} from '../../modules/accounts/support';
import { staffBrowser } from '../../modules/staff/support';
import {
  bodyMutations,
  type JsonSchema,
  type Mutation,
  PARAM_VALUES,
  QUERY_VALUES,
  sampleOf,
} from './fuzz-bodies';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };
type Route = { method: string; path: string; operation: Operation };

/** Routes that end the session or the account: walked last, so the others run signed in. */
const ENDS_THE_SESSION = /\/(logout|clearCookie|eraseMyAccount)$/i;

/** Every route of the OpenAPI document the server publishes, those ending the session last. */
async function routesOf(testApp: AccountsTestApp): Promise<Route[]> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<OpenApiDocument>();
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
  const last = (route: Route) => (ENDS_THE_SESSION.test(route.path) ? 1 : 0);
  return routes.sort((a, b) => last(a) - last(b));
}

type Request = { url: string; mutation?: Mutation; what: string };

/** The hostile requests for one route: bodies, path parameters and queries. */
function requestsFor({ method, path, operation }: Route): Request[] {
  const parameters = operation.parameters ?? [];
  const withParams = (value: string) => path.replace(/\{\w+\}/g, value);
  const plainUrl = withParams('fuzz');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const requests: Request[] = [];
  if (method !== 'GET') {
    for (const mutation of bodyMutations(bodySchema)) {
      requests.push({ url: plainUrl, mutation, what: `body: ${mutation.name}` });
    }
  }
  const sample = bodySchema && method !== 'GET' ? bodyMutations(bodySchema)[5] : undefined;
  if (path.includes('{')) {
    for (const value of PARAM_VALUES) {
      requests.push({
        url: withParams(value),
        ...(sample && { mutation: sample }),
        what: `path: ${value.slice(0, 20)}`,
      });
    }
  }
  for (const { name } of parameters.filter((parameter) => parameter.in === 'query')) {
    for (const value of QUERY_VALUES) {
      requests.push({
        url: `${plainUrl}?${name}=${value}`,
        what: `query ${name}: ${value.slice(0, 20)}`,
      });
    }
    requests.push({ url: `${plainUrl}?${name}=1&${name}=2`, what: `query ${name} twice` });
  }
  if (requests.length === 0) requests.push({ url: plainUrl, what: 'as it is' });
  return requests;
}

describe('every route of the OpenAPI document, fuzzed', () => {
  let testApp: AccountsTestApp;
  beforeAll(async () => {
    testApp = await buildAccountsApp();
  });
  afterAll(() => testApp.close());

  it('answers malformed bodies, NUL bytes and huge strings without a 5xx, as a guest, a customer or an admin', async () => {
    const routes = await routesOf(testApp);
    const { browser: customer } = await signedInBrowser(testApp, 'fuzz-customer@example.in');
    // An admin passes every guard of the console, so its routes read the hostile requests too.
    const { browser: admin } = await staffBrowser(testApp, 'fuzz-admin@rigforge.in', 'admin');
    const guest = new Browser(testApp);
    const callers = [
      ['customer', customer],
      ['admin', admin],
      ['guest', guest],
    ] as const;

    const serverErrors: string[] = [];
    let sent = 0;
    let checkedStillSignedIn = false;
    for (const route of routes) {
      if (ENDS_THE_SESSION.test(route.path) && !checkedStillSignedIn) {
        // Everything before this ran signed in: the session survived the fuzzing.
        const me = await customer.post('/api/fetchAllUserDetails', {});
        expect(me.statusCode, 'the customer is still signed in').toBe(200);
        const staffSession = await admin.get('/api/admin/session');
        expect(staffSession.json().staff, 'the admin is still signed in').not.toBeNull();
        checkedStillSignedIn = true;
      }
      for (const request of requestsFor(route)) {
        for (const [who, browser] of callers) {
          const response = await browser.request({
            method: route.method as 'GET',
            url: request.url,
            ...(request.mutation && {
              payload: request.mutation.payload,
              headers: { 'content-type': request.mutation.contentType },
            }),
          });
          sent += 1;
          if (response.statusCode >= 500) {
            serverErrors.push(
              `${route.method} ${route.path} as ${who}, ${request.what}: ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    console.info(
      `route fuzz: ${routes.length} routes, ${sent} requests, ${serverErrors.length} answers of 5xx`,
    );
    expect(routes.length).toBeGreaterThan(90);
    expect(serverErrors).toEqual([]);
    // The sample bodies are built from the schemas: make sure they exist for the body routes.
    expect(sampleOf({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({
      a: 'fuzz',
    });
  }, 120_000);
});
