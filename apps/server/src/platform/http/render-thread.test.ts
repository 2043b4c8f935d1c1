import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderThread, renderThread } from './render-thread';

const RENDERER = `
import { threadId } from 'node:worker_threads';
export async function renderDataPage(address, answer) {
  if (address === '/broken') throw new Error('no such page');
  return { body: threadId + ' ' + address + ' ' + answer.items.join(','), titleElement: '<title>' + address + '</title>' };
}`;

describe('the rendering thread', () => {
  let dir: string;
  let thread: RenderThread;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-render-thread-'));
    const file = join(dir, 'render-page.mjs');
    await writeFile(file, RENDERER);
    thread = renderThread(pathToFileURL(file).href);
  });
  afterAll(async () => {
    await thread.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('draws pages off the server’s thread, each with its own answer', async () => {
    const [first, second] = await Promise.all([
      thread.render('/goods', JSON.stringify({ items: ['a', 'b'] })),
      thread.render('/goods?tab=x', JSON.stringify({ items: ['c'] })),
    ]);
    const [firstThread, ...firstRest] = first.body.split(' ');
    expect(Number(firstThread)).not.toBe(threadId);
    expect(firstRest).toEqual(['/goods', 'a,b']);
    expect(first.titleElement).toBe('<title>/goods</title>');
    expect(second).toEqual({
      body: `${firstThread} /goods?tab=x c`,
      titleElement: '<title>/goods?tab=x</title>',
    });
  });

  it('fails the one render that failed, and goes on rendering', async () => {
    await expect(thread.render('/broken', '{"items":[]}')).rejects.toThrow('no such page');
    expect((await thread.render('/goods', '{"items":["d"]}')).body).toMatch(/ \/goods d$/);
  });

  it('starts a new thread after it was closed', async () => {
    await thread.render('/goods', '{"items":[]}');
    await thread.close();
    expect((await thread.render('/goods', '{"items":["e"]}')).body).toMatch(/ \/goods e$/);
  });
});
