import { createHash } from 'node:crypto';
import { USE_CASE_IDS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper';
import { rangeFile } from '../prebuilts/support';

const BUDGETS = [30_000, 60_000, 90_000, 150_000, 300_000];

/**
 * The public catalogue answers, byte for byte, as they were before the catalogue moved into one
 * table (docs/decisions/090-one-document-per-catalogue-item.md): each body's sha256 and length is
 * in the snapshot file, recorded from the code that read the per-kind tables and again only when
 * the data files change (a power supply's cables were added since).
 */
describe('the public catalogue answers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const post = async (url: string, payload?: unknown) => {
    const response = await testApp.app.inject({ method: 'POST', url, payload: payload as never });
    expect(response.statusCode, url).toBe(200);
    const body = response.rawPayload;
    return `${createHash('sha256').update(body).digest('hex')} ${body.length}`;
  };

  it('are the same bytes as before', async () => {
    const answers: Record<string, string> = {
      fetchAllComponents: await post('/api/fetchAllComponents'),
      fetchAccessories: await post('/api/fetchAccessories'),
    };
    for (const useCase of USE_CASE_IDS) {
      for (const price of BUDGETS) {
        answers[`fetchprebuilt ${useCase} ${price}`] = await post('/api/fetchprebuilt', {
          useCase,
          price,
        });
      }
    }
    for (const machine of await rangeFile()) {
      answers[`getPc ${machine.id}`] = await post('/api/getPc', {
        useCase: machine.useCase,
        id: machine.id,
      });
      answers[`priceBuild ${machine.id}`] = await post('/api/priceBuild', {
        selection: machine.selection,
      });
    }
    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot(
      './public-answers.snapshot.json',
    );
  });
});
