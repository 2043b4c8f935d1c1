import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helper';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HOME_HTML =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Home</h1></div></body></html>';
const CONFIG_HTML =
  '<!doctype html><html><body><div id="root" data-prerendered><h1>Build</h1></div></body></html>';
const APP_SCRIPT = 'console.log("shop");';
const BIG_SCRIPT = `export const parts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `part ${i}`))};`;

const BIG_SCRIPT_BR = brotliCompressSync(BIG_SCRIPT);

describe('the web app', () => {
  let webDistDir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), 'shop-web-dist-'));
    await mkdir(join(webDistDir, 'assets'));
    await writeFile(join(webDistDir, 'index.html'), INDEX_HTML);
    await writeFile(join(webDistDir, 'assets', 'index-3f9a1c.js'), APP_SCRIPT);
    // The build's compressed copies (docs/decisions/059-assets-compressed-at-build-time.md).
    await writeFile(join(webDistDir, 'assets', 'app-5e7d2b.js'), BIG_SCRIPT);
    await writeFile(join(webDistDir, 'assets', 'app-5e7d2b.js.br'), BIG_SCRIPT_BR);
    await writeFile(join(webDistDir, 'assets', 'app-5e7d2b.js.gz'), gzipSync(BIG_SCRIPT));
    await writeFile(join(webDistDir, 'robots.txt'), 'User-agent: *\n');
    // The pages the build saved as HTML (docs/decisions/055-the-first-paint-is-in-the-html.md).
    await mkdir(join(webDistDir, 'prerendered'));
    await writeFile(join(webDistDir, 'prerendered', 'index.html'), HOME_HTML);
    await writeFile(join(webDistDir, 'prerendered', 'config.html'), CONFIG_HTML);
    await writeFile(join(webDistDir, 'prerendered', 'config.html.gz'), gzipSync(CONFIG_HTML));
    // A shell data pages are drawn in (a pre-built's), never a page of its own.
    await writeFile(join(webDistDir, 'prerendered', '_prebuilt.html'), CONFIG_HTML);
    await writeFile(join(webDistDir, '.env'), 'SECRET=1');
    // The build's renderer for data pages, which the server uses and never serves.
    await mkdir(join(webDistDir, 'render'));
    await writeFile(join(webDistDir, 'render', 'chunk.js'), 'export const secret = 1;');
    testApp = await buildTestApp({ env: { WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers any page path with index.html, never cached, for the browser router', async () => {
    for (const url of ['/orders/anything', '/builds/42?ref=share', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers a prerendered page to a browser without a session cookie, index.html to one with', async () => {
    for (const [url, html] of [
      ['/', HOME_HTML],
      ['/config', CONFIG_HTML],
      ['/config?budget=90000', CONFIG_HTML],
    ] as const) {
      const anonymous = await get(url);
      expect(anonymous.statusCode, url).toBe(200);
      expect(anonymous.headers['content-type']).toMatch(/^text\/html/);
      expect(anonymous.headers['cache-control']).toBe('no-cache');
      expect(anonymous.headers.vary).toMatch(/cookie/i);
      expect(anonymous.body, url).toBe(html);

      const signedIn = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'sid=x' },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers.vary).toMatch(/cookie/i);
      expect(signedIn.body, url).toBe(INDEX_HTML);
    }
    // Another cookie is not a session.
    const other = await testApp.app.inject({
      method: 'GET',
      url: '/config',
      headers: { cookie: 'theme=dark' },
    });
    expect(other.body).toBe(CONFIG_HTML);
  });

  it('never sends a shell as a page', async () => {
    const response = await get('/_prebuilt');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('sends a prerendered page compressed as the build left it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('answers HEAD for a page path too', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/orders/anything' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(APP_SCRIPT);
  });

  it('sends the compressed copy the build made, as the browser accepts it', async () => {
    const br = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-5e7d2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The file itself, not a compression made for this response (which would have no length).
    expect(br.headers['content-length']).toBe(String(BIG_SCRIPT_BR.length));
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gzip = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-5e7d2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-5e7d2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('serves other files revalidated, and a missing asset as a 404 rather than a page', async () => {
    const robots = await get('/robots.txt');
    expect(robots.body).toBe('User-agent: *\n');
    expect(robots.headers['cache-control']).toBe('no-cache');
    const missing = await get('/assets/index-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('never serves the renderer the server draws data pages with', async () => {
    const response = await get('/render/chunk.js');
    expect(response.body).not.toContain('secret');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('never serves dotfiles', async () => {
    const response = await get('/.env');
    expect(response.body).not.toContain('SECRET');
  });

  it('allows only its own origin in the content security policy', async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    for (const name of ['default-src', 'script-src', 'style-src', 'connect-src', 'font-src']) {
      expect(directives[name], name).toEqual(["'self'"]);
    }
    expect(directives['frame-src']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(policy).not.toMatch(/https?:|\*|unsafe/);
  });

  it('still answers unknown API paths and non-GET page paths with JSON 404', async () => {
    const api = await get('/api/orders/anything');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const post = await testApp.app.inject({ method: 'POST', url: '/orders/anything' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});

describe('the web app before it is built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  it('answers page paths with a short page saying how to build it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/cart' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });

  it('keeps the API working', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
