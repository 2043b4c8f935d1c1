import { isEnvelope, openEnvelope, sealEnvelope } from '@shop/domain';

/** A non-2xx answer (or no answer at all: status 0), carrying the server's own message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export type ClientConfig = {
  envelopeKey: string;
  supportPhone: string;
  whatsappNumber: string;
};

const CLIENT_CONFIG_PATH = '/api/client-config';

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

async function fetchClientConfig(): Promise<ClientConfig> {
  const response = await send(CLIENT_CONFIG_PATH, { method: 'GET' });
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorMessage(body, response));
  if (!isClientConfig(body)) {
    throw new ApiError(response.status, 'The client configuration is not in the expected shape');
  }
  return body;
}

function isClientConfig(body: unknown): body is ClientConfig {
  if (typeof body !== 'object' || body === null) return false;
  const { envelopeKey, supportPhone, whatsappNumber } = body as Record<string, unknown>;
  return (
    typeof envelopeKey === 'string' &&
    typeof supportPhone === 'string' &&
    typeof whatsappNumber === 'string'
  );
}

export function apiGet<T>(path: string): Promise<T> {
  return request<T>('GET', path);
}

/** The body, when given, travels sealed in the SPEC §7 envelope. */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return request<T>('POST', path, body);
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
  if (!response.ok) throw new ApiError(response.status, errorMessage(answer, response));
  return answer as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, { ...init, credentials: 'include' });
  } catch (cause) {
    console.error(`Request to ${path} failed`, cause);
    throw new ApiError(0, 'The server could not be reached. Please check your connection.');
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
    throw new ApiError(response.status, 'The server sent an answer that could not be read');
  }
}

/** SPEC §8: a response that cannot be decrypted is logged and left as it is. */
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

function errorMessage(body: unknown, response: Response): string {
  if (typeof body === 'object' && body !== null) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return response.statusText || `Request failed with status ${response.status}`;
}
