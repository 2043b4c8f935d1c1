import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper';

const TIMEOUT_MS = 1_000;
const DRIP_EVERY_MS = 200;
/** The body the client promises: dripped a byte at a time, it would take 20 s to arrive. */
const BODY_BYTES = 100;

describe('a client dripping its request body', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await buildTestApp({ env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as AddressInfo).port;
  });
  afterAll(() => testApp.close());

  it('is answered 408 and cut off once the request timeout passes, long before the body ends', async () => {
    const socket = connect({ host: '127.0.0.1', port });
    await once(socket, 'connect');
    const started = Date.now();
    socket.write(
      'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${BODY_BYTES}\r\n\r\n`,
    );
    let dripped = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed && dripped < BODY_BYTES) {
        socket.write(' ');
        dripped += 1;
      }
    }, DRIP_EVERY_MS);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', () => {});
    await once(socket, 'close');
    clearInterval(drip);
    const closedAfterMs = Date.now() - started;
    console.info(
      `slow body: connection closed after ${closedAfterMs} ms (timeout ${TIMEOUT_MS} ms)`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(dripped).toBeLessThan(BODY_BYTES);
  }, 15_000);
});
