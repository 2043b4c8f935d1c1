import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Msg91Call {
  method: string;
  path: string;
  query: Record<string, string>;
  authkey: string | undefined;
}

/**
 * A local stand-in for MSG91 v5: POST /otp with the authkey header answers `{type, message}`.
 * `answer` decides each reply; it records every call.
 */
export async function startMsg91Fake(authKey: string) {
  const calls: Msg91Call[] = [];
  let answer: () => { status: number; body: unknown } = () => ({
    status: 200,
    body: { type: 'success', message: '3763646c3058373530393938' },
  });
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const call = {
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authkey: request.headers.authkey as string | undefined,
    };
    calls.push(call);
    request.resume();
    request.on('end', () => {
      const reply =
        call.authkey !== authKey
          ? { status: 401, body: { type: 'error', message: 'AuthenticationFailure' } }
          : call.method !== 'POST' || call.path !== '/api/v5/otp'
            ? { status: 404, body: { type: 'error', message: 'Not found' } }
            : answer();
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v5`,
    calls,
    answerWith(next: typeof answer) {
      answer = next;
    },
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
