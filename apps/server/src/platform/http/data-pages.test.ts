import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataPages, type DataPages } from './data-pages';

const TEMPLATE =
  '<!doctype html>\n<html>\n  <head><title>RigForge</title></head>\n  <body>\n    <div id="root" data-prerendered data-modules="/assets/a.js"><p>Loading...</p></div>\n  </body>\n</html>\n';

describe('a data page', () => {
  let webDistDir: string;
  let app: FastifyInstance;
  let answer: { status: number; body: unknown };
  let renders: string[];
  let failRendering: boolean;
  let dataPages: DataPages;

  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'shop-data-pages-'));
    await mkdir(join(webDistDir, 'prerendered'));
    await writeFile(join(webDistDir, 'prerendered', 'goods.html'), TEMPLATE);
    await writeFile(join(webDistDir, 'prerendered', '_machine.html'), TEMPLATE);
    app = Fastify();
    app.get('/api/goods', async (_request, reply) => reply.code(answer.status).send(answer.body));
    // A POST answer, as a pre-built's page has: the machine named in the body.
    app.post('/api/machine', async (request, reply) => {
      const { id } = request.body as { id: string };
      if (id !== 'gaming-one') return reply.code(404).send({ message: 'No such machine' });
      return { goods: [`Machine ${id}`] };
    });
    dataPages = createDataPages(
      app,
      {
        dataPageOf(url) {
          if (url.startsWith('/goods')) {
            return { address: '/goods?tab=all', answer: { method: 'GET', path: '/api/goods' } };
          }
          const machine = /^\/machines\/([^/?]+)/.exec(url)?.[1];
          if (!machine) return null;
          return {
            address: `/machines/${machine}`,
            answer: { method: 'POST', path: '/api/machine', body: { id: machine } },
            shell: '_machine',
          };
        },
        async renderDataPage(address, data) {
          if (failRendering) throw new Error('the renderer failed');
          renders.push(address);
          const { goods } = JSON.parse(data) as { goods: string[] };
          return {
            body: `<ul>${goods.map((each) => `<li>${each}</li>`).join('')}</ul>`,
            titleElement: `<title>${goods.length} goods | RigForge</title>`,
          };
        },
      },
      webDistDir,
    );
    app.get('/machines/*', async (request, reply) => {
      if (await dataPages.send(request, reply, 'prerendered/_machine.html')) return reply;
      return reply.type('text/html').send('drawn in the browser');
    });
    app.get('/*', async (request, reply) => {
      if (await dataPages.send(request, reply, 'prerendered/goods.html')) return reply;
      return reply.type('text/html').send('the page as prerendered');
    });
    await app.ready();
  });
  beforeEach(() => {
    answer = { status: 200, body: { goods: ['Monitor', 'Mouse'] } };
    renders = [];
    failRendering = false;
  });
  afterAll(async () => {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding = 'identity') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('arrives drawn with its data, carrying the answer it was drawn from', async () => {
    answer.body = { goods: ['Monitor', '</script><script>alert(1)</script>'] };
    const response = await get('/goods');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/cookie/);
    expect(response.body).toContain(
      '<div id="root" data-prerendered data-modules="/assets/a.js"><ul><li>Monitor</li>',
    );
    expect(response.body).not.toContain('Loading...');
    expect(response.body).toContain('<head><title>2 goods | RigForge</title></head>');
    const carried = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    // Nothing in the answer can close the element that carries it.
    expect(carried).not.toContain('<');
    expect(JSON.parse(carried ?? '')).toEqual(answer.body);
    expect(response.body).toMatch(
      /<\/ul><\/div><script [^>]+>.*<\/script>\n {2}<\/body>\n<\/html>\n$/,
    );
  });

  it('is sent compressed as the browser accepts it', async () => {
    const response = await get('/goods', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<li>Mouse</li>');
  });

  it('is drawn once for each answer, and again when the answer changes', async () => {
    answer.body = { goods: ['Speaker'] };
    await get('/goods');
    await get('/goods?tab=other');
    expect(renders).toEqual(['/goods?tab=all']);
    answer.body = { goods: ['Keyboard'] };
    const changed = await get('/goods');
    expect(changed.body).toContain('<li>Keyboard</li>');
    expect(renders).toEqual(['/goods?tab=all', '/goods?tab=all']);
  });

  it('is sent as prerendered when its answer fails or it cannot be drawn', async () => {
    answer = { status: 503, body: { message: 'down' } };
    expect((await get('/goods')).body).toBe('the page as prerendered');
    answer = { status: 200, body: { goods: ['Headset'] } };
    failRendering = true;
    expect((await get('/goods')).body).toBe('the page as prerendered');
    failRendering = false;
    expect((await get('/goods')).body).toContain('<li>Headset</li>');
  });

  it('can be drawn ahead of its first visitor', async () => {
    answer.body = { goods: ['Webcam'] };
    await dataPages.warm(new Map([['/goods', 'prerendered/goods.html']]));
    expect(renders).toEqual(['/goods?tab=all']);
    expect((await get('/goods')).body).toContain('<li>Webcam</li>');
    expect(renders).toEqual(['/goods?tab=all']);
  });

  it('leaves every other page as it is', async () => {
    expect((await get('/elsewhere')).body).toBe('the page as prerendered');
    expect(dataPages.shellOf('/elsewhere')).toBeNull();
  });

  it('is drawn from a POST answer in its shell, when it has no HTML of its own', async () => {
    expect(dataPages.shellOf('/machines/gaming-one')).toBe('prerendered/_machine.html');
    const drawn = await get('/machines/gaming-one');
    expect(drawn.body).toContain('data-modules="/assets/a.js"><ul><li>Machine gaming-one</li>');
    // A machine the API does not know is not drawn: the browser's app answers it.
    expect((await get('/machines/gaming-two')).body).toBe('drawn in the browser');
  });
});
