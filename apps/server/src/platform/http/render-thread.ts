import { Worker } from 'node:worker_threads';
import type { RenderedPage } from './rendered-page';

// Runs in the thread: loads the web build's renderer and renders one page per message.
const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const renderer = import(workerData.rendererUrl);
parentPort.on('message', async ({ id, address, answer }) => {
  try {
    const { renderDataPage } = await renderer;
    parentPort.postMessage({ id, page: await renderDataPage(address, JSON.parse(answer)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});`;

type Reply = { id: number; page?: RenderedPage; error?: string };

export interface RenderThread {
  /** The page, drawn with `answer` (the API's JSON text) on the rendering thread. */
  render(address: string, answer: string): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * The web build's renderer (React 19's `prerenderToNodeStream`, docs/decisions/075), on a thread
 * of its own (docs/decisions/062-data-pages-rendered-with-their-data.md). React's server renderer
 * turns on async context tracking in whatever thread it runs, which then taxes every promise the
 * shop makes; on its own thread it taxes only the renderer. The thread starts on the first render,
 * and a new one replaces it if it ends.
 */
export function renderThread(rendererUrl: string): RenderThread {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { done(page: RenderedPage): void; fail(error: Error): void }>();

  function started(): Worker {
    if (worker) return worker;
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: { rendererUrl } });
    thread.unref();
    thread.on('message', ({ id, page, error }: Reply) => {
      const caller = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined || page === undefined) caller?.fail(new Error(error));
      else caller?.done(page);
    });
    const ended = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const caller of waiting.values()) caller.fail(error);
      waiting.clear();
    };
    thread.on('error', ended);
    thread.on('exit', (code) => ended(new Error(`the rendering thread ended with code ${code}`)));
    worker = thread;
    return thread;
  }

  return {
    render(address, answer) {
      const id = nextId++;
      return new Promise((done, fail) => {
        waiting.set(id, { done, fail });
        started().postMessage({ id, address, answer });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
