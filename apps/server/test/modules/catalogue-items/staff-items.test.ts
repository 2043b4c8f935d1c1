import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Gpu, PrebuiltDefinition } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDataDir } from '../../../src/paths';
import { Browser } from '../accounts/support';
import { buildShopApp, type ShopTestApp } from '../checkout/support';
import { rangeFile } from '../prebuilts/support';
import { type StaffBrowser, staffBrowser } from '../staff/support';

const NEW_GPU = 'asus-rtx-5070-prime-12g-2026';

describe('staff edit the catalogue', () => {
  let testApp: ShopTestApp;
  let staff: StaffBrowser;
  let gpu: Gpu;
  let machine: PrebuiltDefinition;

  beforeAll(async () => {
    testApp = await buildShopApp();
    staff = await staffBrowser(testApp, 'catalogue@rigforge.in');
    const gpus = JSON.parse(await readFile(join(seedDataDir, 'catalogue/gpus.json'), 'utf8'));
    const [base] = (await rangeFile()).filter((each) => each.useCase === 'gaming');
    if (!base) throw new Error('no gaming pre-built');
    const card = gpus.find((each: Gpu) => each.idgpu === base.selection.gpuModel) as Gpu;
    gpu = { ...card, idgpu: NEW_GPU, gpumodel: 'ASUS Prime RTX 5070 12G (2026)', price: 61_999 };
    machine = {
      ...base,
      id: 'gaming-prime-5070-2026',
      name: 'Prime 5070',
      selection: { ...base.selection, gpuModel: NEW_GPU },
    };
  });
  afterAll(() => testApp.close());

  const create = (kind: string, item: unknown) =>
    staff.browser.post('/api/admin/catalogue/items', { kind, item });
  const publish = (kind: string, id: string, revision: number, published = true) =>
    staff.browser.post(`/api/admin/catalogue/items/${kind}/${id}/publish`, { revision, published });
  // What prices and sells: the catalogue as the database holds it now.
  const offered = async () => (await testApp.app.catalogue.current()).all.gpus;
  const audit = (subject: string) =>
    testApp.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject', '=', subject)
      .orderBy('at')
      .execute();

  it('adds a GPU unpublished, and it is on sale once published, each step audited', async () => {
    const created = await create('gpu', gpu);
    expect(created.statusCode, created.body).toBe(201);
    const { item } = created.json();
    expect(item).toMatchObject({ kind: 'gpu', id: NEW_GPU, published: false, inStock: true });
    expect(item.item).toEqual(gpu);
    expect((await offered()).map((each) => each.idgpu)).not.toContain(NEW_GPU);

    const published = await publish('gpu', NEW_GPU, item.revision);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().item.published).toBe(true);
    expect((await offered()).find((each) => each.idgpu === NEW_GPU)).toEqual(gpu);
    expect((await audit(`gpu ${NEW_GPU}`)).map((entry) => entry.action)).toEqual([
      'catalogue.create',
      'catalogue.publish',
    ]);
  });

  it('refuses in words a bad value, a taken id and a save over someone else’s', async () => {
    const bad = await create('gpu', { ...gpu, idgpu: 'another-card', price: 'free', length: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ITEM_REFUSED' });
    expect(bad.json().message).toMatch(/^Please correct: length: .*; price: .*\.$/);

    const taken = await create('gpu', gpu);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(`There is already a gpu with the id "${NEW_GPU}".`);

    const current = (await staff.browser.get(`/api/admin/catalogue/items/gpu/${NEW_GPU}`)).json();
    const saved = await staff.browser.post(`/api/admin/catalogue/items/gpu/${NEW_GPU}`, {
      revision: current.item.revision,
      item: { ...gpu, price: 59_999 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await staff.browser.post(`/api/admin/catalogue/items/gpu/${NEW_GPU}`, {
      revision: current.item.revision,
      item: { ...gpu, price: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone saved this item after you opened it. Open it again to see their change.',
    );
    expect((await offered()).find((each) => each.idgpu === NEW_GPU)?.price).toBe(59_999);
  });

  it('composes a pre-built through the configurator rules, with its price and tier, and refuses an impossible one', async () => {
    const impossible = await create('prebuilt', {
      ...machine,
      id: 'gaming-no-such-card',
      name: 'Nothing',
      selection: { ...machine.selection, gpuModel: 'no-such-card' },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().message).toMatch(/^This pre-built cannot be built: /);

    const created = await create('prebuilt', machine);
    expect(created.statusCode, created.body).toBe(201);
    const { item, warnings } = created.json();
    expect(warnings).toEqual([]);
    expect(item.quote.price).toBeGreaterThan(0);
    expect(item.quote.tier).toMatch(/PC$/);

    const published = await publish('prebuilt', machine.id, item.revision);
    expect(published.statusCode, published.body).toBe(200);
    const page = await testApp.app.inject({
      method: 'POST',
      url: '/api/getPc',
      payload: { useCase: machine.useCase, id: machine.id },
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().rows[0]).toMatchObject({
      name: machine.name,
      updatedPrice: item.quote.price,
      tier: item.quote.tier,
    });
  });

  it('names the published pre-built a withdrawn part would leave impossible', async () => {
    const current = (await staff.browser.get(`/api/admin/catalogue/items/gpu/${NEW_GPU}`)).json();
    const withdrawn = await publish('gpu', NEW_GPU, current.item.revision, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().warnings).toEqual([
      expect.stringMatching(/^The pre-built Prime 5070 could no longer be built: /),
    ]);
    const again = await publish('gpu', NEW_GPU, withdrawn.json().item.revision, true);
    expect(again.statusCode).toBe(200);
  });

  it('moves an item one place up or down among its kind, audited, and the last stays last', async () => {
    const move = (revision: number, direction: 'up' | 'down') =>
      staff.browser.post(`/api/admin/catalogue/items/gpu/${NEW_GPU}/move`, { revision, direction });
    const order = async () => (await offered()).map((each) => each.idgpu);
    const current = (await staff.browser.get(`/api/admin/catalogue/items/gpu/${NEW_GPU}`)).json();
    const before = await order();
    expect(before.at(-1)).toBe(NEW_GPU);

    const stays = await move(current.item.revision, 'down');
    expect(stays.statusCode, stays.body).toBe(200);
    const up = await move(stays.json().item.revision, 'up');
    expect(up.statusCode, up.body).toBe(200);
    const after = await order();
    expect(after.at(-2)).toBe(NEW_GPU);
    expect(after.at(-1)).toBe(before.at(-2));

    const moves = (await audit(`gpu ${NEW_GPU}`)).filter(
      (entry) => entry.action === 'catalogue.move',
    );
    expect(moves).toHaveLength(1);
    const positions = moves.map((entry) => [entry.before, entry.after] as { position: number }[]);
    const [[from, to] = []] = positions;
    expect(to?.position).toBeLessThan(from?.position ?? 0);
    const stale = await move(current.item.revision, 'up');
    expect(stale.statusCode).toBe(409);
  });

  it('names a part no build can use before it goes live, and not one that fits', async () => {
    const fits = await create('gpu', { ...gpu, idgpu: `${NEW_GPU}-twin`, gpumodel: 'Twin 5070' });
    expect(fits.json().warnings).toEqual([]);
    const processors = JSON.parse(
      await readFile(join(seedDataDir, 'catalogue/processors.json'), 'utf8'),
    );
    const stray = {
      ...processors[0],
      idcomp: 'stray-socket-2026',
      title: 'Stray 2026',
      socket: 'LGA9999',
    };
    const created = await create('processor', stray);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().warnings).toEqual([
      'No build can use Stray 2026: no other part of the shop on sale fits it.',
    ]);
  });

  it('offers the composer every part, a new one not on sale marked so, and the shop none of those', async () => {
    const parts = async () => (await staff.browser.get('/api/admin/catalogue/parts')).json();
    const card = { ...gpu, idgpu: `${NEW_GPU}-draft`, gpumodel: 'A draft card' };
    expect((await create('gpu', card)).statusCode).toBe(201);
    const { catalogue, notOnSale } = await parts();
    expect(catalogue.gpus.map((each: Gpu) => each.idgpu)).toContain(card.idgpu);
    expect(notOnSale).toContain(card.idgpu);
    // Every processor on sale, and any not on sale besides.
    const onSale = (await testApp.app.catalogue.current()).all.processors.length;
    expect(catalogue.processors.length).toBeGreaterThanOrEqual(onSale);
    expect((await offered()).map((each) => each.idgpu)).not.toContain(card.idgpu);
  });

  it('is not there for a visitor without a staff session', async () => {
    const visitor = new Browser(testApp);
    const answer = await visitor.post('/api/admin/catalogue/items', { kind: 'gpu', item: gpu });
    expect(answer.statusCode).toBe(404);
    expect((await visitor.get('/api/admin/catalogue/parts')).statusCode).toBe(404);
  });
});
