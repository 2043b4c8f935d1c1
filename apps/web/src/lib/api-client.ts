import {
  API_MESSAGES,
  CLIENT_CONFIG_PATH,
  type ClientConfig,
  type Endpoint,
  type ErrorCode,
  isEnvelope,
  isErrorCode,
  openEnvelope,
  type RequestBody,
  type RequestParams,
  type RequestQuery,
  type ResponseBody,
  sealEnvelope,
} from '@shop/domain';

/**
 * Answers are checked where mistakes are made (development, tests), not in customers' browsers:
 * there the server is the checker, and the client builds no schema it does not use
 * (docs/decisions/120-zod-off-the-start-path.md).
 */
const checksContracts = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Why a call failed, beyond the server's own error codes: no answer at all, an answer that is not
 * JSON, or (in development and tests) an answer that breaks the endpoint's contract.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNREADABLE_ANSWER' | 'CONTRACT_BROKEN';

/**
 * A call that did not succeed. Screens decide by `code`, and show `message` (the server's words)
 * where the product says to. `body` is the whole error answer, for errors that carry more (a cart).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    code: ErrorCode | ClientErrorCode = 'SERVER_ERROR',
    body?: unknown,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** Whether an error is an API error with one of these codes. */
export function hasErrorCode(
  error: unknown,
  ...codes: readonly (ErrorCode | ClientErrorCode)[]
): error is ApiError {
  return error instanceof ApiError && codes.includes(error.code);
}

let clientConfigRequest: Promise<ClientConfig> | null = null;

/** Fetched once per page load and shared; a failed fetch is forgotten so the next call retries. */
export function loadClientConfig(): Promise<ClientConfig> {
  if (!clientConfigRequest) {
    clientConfigRequest = fetchClientConfig();
    clientConfigRequest.catch(() => {
      clientConfigRequest = null;
    });
  }
  return clientConfigRequest;
}

/** Tests start each case from an empty cache. */
export function forgetClientConfig(): void {
  clientConfigRequest = null;
}

/**
 * Checked against its contract where answers are (development, tests). The contract is loaded for
 * that check only, so a customer's page fetches its configuration without building zod schemas at
 * start-up (docs/decisions/120-zod-off-the-start-path.md).
 */
async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await send(CLIENT_CONFIG_PATH, { method: 'GET' });
  const body = await readJson(response);
  if (!response.ok) throw errorOf(body, response);
  if (checksContracts) {
    const { clientConfigEndpoint } = await import('./client-config-contract');
    checkAnswer(clientConfigEndpoint, body);
  }
  return body as ClientConfig;
}

/** What a call sends besides its body: path parameters and the query string. */
export type CallOptions<E extends Endpoint> = {
  params?: RequestParams<E>;
  query?: RequestQuery<E>;
};

type CallArguments<E extends Endpoint> = E['body'] extends object
  ? [body: RequestBody<E>, options?: CallOptions<E>]
  : [body?: undefined, options?: CallOptions<E>];

/**
 * Calls one endpoint of the API as its contract in @shop/domain declares it: the body sealed in the
 * request envelope, the answer typed by the contract and, in development and tests, checked
 * against it, so a server and a screen that disagree fail loudly instead of showing nonsense.
 */
export async function callApi<const E extends Endpoint>(
  endpoint: E,
  ...[body, options]: CallArguments<E>
): Promise<ResponseBody<E>> {
  const method = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0];
  const path = pathOf(endpoint.path, options?.params, options?.query);
  const answer = await request<unknown>(method, path, body);
  if (checksContracts) checkAnswer(endpoint, answer);
  return answer as ResponseBody<E>;
}

/**
 * Calls an endpoint whose request body is a file itself (a staff photo): its bytes with its own
 * type, not sealed, since the server judges the content (docs/api/staff-catalogue-items.md#photos).
 * The answer is read and checked as callApi's.
 */
export async function sendFile<const E extends Endpoint>(
  endpoint: E,
  file: Blob,
  options: CallOptions<E> = {},
): Promise<ResponseBody<E>> {
  const path = pathOf(endpoint.path, options.params, options.query);
  const response = await send(path, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': file.type || 'application/octet-stream',
    },
    // Its bytes, read once: any Blob the page holds goes as what it contains.
    body: await file.arrayBuffer(),
  });
  const answer = await openIfSealed(await readJson(response));
  if (!response.ok) throw errorOf(answer, response);
  if (checksContracts) checkAnswer(endpoint, answer);
  return answer as ResponseBody<E>;
}

function checkAnswer(endpoint: Endpoint, answer: unknown): void {
  const checked = endpoint.response.safeParse(answer);
  if (!checked.success) throw contractBroken(endpoint, answer, checked.error.issues);
}

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

function contractBroken(endpoint: Endpoint, answer: unknown, issues: readonly Issue[]): ApiError {
  const [issue] = issues;
  const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
  console.error(`The answer of ${endpoint.path} breaks its contract${where}`, issues);
  return new ApiError(
    200,
    `The answer of ${endpoint.path} breaks its contract${where}: ${issue?.message}`,
    'CONTRACT_BROKEN',
    answer,
  );
}

function pathOf(template: string, params?: unknown, query?: unknown): string {
  const path = template.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined) throw new Error(`${template} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const entries = Object.entries((query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined,
  );
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)]))}`;
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json' } };
  if (body !== undefined) {
    const { envelopeKey } = await loadClientConfig();
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(await sealEnvelope(body, envelopeKey));
  }
  const response = await send(path, init);
  const answer = await openIfSealed(await readJson(response));
  if (!response.ok) throw errorOf(answer, response);
  return answer as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: 'include' });
  } catch (cause) {
    console.error(`Request to ${path} failed`, cause);
    throw new ApiError(0, API_MESSAGES.networkError, 'NETWORK_ERROR');
  }
}

/** Empty bodies are undefined; a body that is not JSON (an HTML error page, say) is an error. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (!response.ok) return undefined;
    throw new ApiError(response.status, API_MESSAGES.unreadableAnswer, 'UNREADABLE_ANSWER');
  }
}

/** A response that cannot be decrypted is logged and left as it is. */
async function openIfSealed(body: unknown): Promise<unknown> {
  if (!isEnvelope(body)) return body;
  try {
    const { envelopeKey } = await loadClientConfig();
    return await openEnvelope(body.payload, envelopeKey);
  } catch (cause) {
    console.error('Could not open the sealed response', cause);
    return body;
  }
}

/** The server's error answer as an ApiError: its code, or the nearest one when it has none. */
function errorOf(body: unknown, response: Response): ApiError {
  const sent = typeof body === 'object' && body !== null ? (body as { code?: unknown }) : {};
  const code = isErrorCode(sent.code) ? sent.code : codeOfStatus(response.status);
  return new ApiError(response.status, errorMessage(body, response), code, body);
}

function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'LOGIN_REQUIRED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'SERVER_ERROR';
}

function errorMessage(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}
