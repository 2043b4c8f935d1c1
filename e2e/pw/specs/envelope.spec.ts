import { join } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../support/shop-server';
import { expect, test } from '../fixtures';

// The domain package's own envelope code, bundled for the page, so the browser runs exactly what the web app runs.
let envelopeBundle = '';
test.beforeAll(async () => {
  const result = await build({
    entryPoints: [join(REPO_ROOT, 'packages/domain/src/envelope.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'shopEnvelope',
    platform: 'browser',
    write: false,
  });
  envelopeBundle = `${result.outputFiles[0]?.text ?? ''}; globalThis.shopEnvelope = shopEnvelope;`;
});

test.describe('request envelopes travel from the browser to the server and back', () => {
  test('seals a body in the browser, the server opens it, and the sealed answer opens in the browser', async ({
    shop,
  }) => {
    const page = await shop.visit('/');
    await page.evaluate(envelopeBundle);
    const sent = { greeting: 'नमस्ते', amount: 4_999_00, items: [1, 2, 3] };
    const result = await page.evaluate(async (body) => {
      type Envelope = {
        sealEnvelope(body: unknown, key: string): Promise<{ payload: string }>;
        openEnvelope(payload: string, key: string): Promise<unknown>;
      };
      const envelope = (globalThis as unknown as { shopEnvelope: Envelope }).shopEnvelope;
      const { envelopeKey } = await (await fetch('/api/client-config')).json();
      const sealed = await envelope.sealEnvelope(body, envelopeKey);
      const response = await fetch('/api/dev/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sealed),
      });
      const answer = await response.json();
      return {
        status: response.status,
        sealedLooksOpaque: !sealed.payload.includes('greeting'),
        answerIsSealed: typeof answer.payload === 'string' && Object.keys(answer).length === 1,
        opened: await envelope.openEnvelope(answer.payload, envelopeKey),
      };
    }, sent);
    expect(result.status).toBe(200);
    expect(result.sealedLooksOpaque).toBe(true);
    expect(result.answerIsSealed).toBe(true);
    expect(result.opened).toEqual(sent);
  });

  test('refuses an envelope sealed with another key with a clear message', async ({ shop }) => {
    const page = await shop.visit('/');
    await page.evaluate(envelopeBundle);
    const result = await page.evaluate(async () => {
      type Envelope = { sealEnvelope(body: unknown, key: string): Promise<{ payload: string }> };
      const envelope = (globalThis as unknown as { shopEnvelope: Envelope }).shopEnvelope;
      const otherKey = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));
      const response = await fetch('/api/dev/echo', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await envelope.sealEnvelope({ a: 1 }, otherKey)),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(result.status).toBe(400);
    expect(typeof result.body.message).toBe('string');
    expect(result.body.message.length).toBeGreaterThan(10);
  });
});
