import {
  eventsEndpoint,
  fetchAccessoriesEndpoint,
  fetchAllComponentsEndpoint,
  getPcEndpoint,
  SHOP_EVENTS,
} from '@shop/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ACCESSORIES_QUERY_KEY } from '../features/accessories/api/accessories-query-key';
import { EVENTS_QUERY_KEY } from '../features/events/api/events-query-key';
import { getPcQueryKey } from '../features/prebuilts/api/get-pc-query-key';
import { CATALOGUE_QUERY_KEY } from '../lib/catalogue/catalogue-query-key';
import { fakeApi, fest2025Answer } from '../test/fake-api';
import { dataPageOf, prefetchDataPage, seedDataPage } from './data-pages';

describe('the data pages', () => {
  it('draws Add-Ons from the add-ons answer, a GET that needs no session', () => {
    const page = dataPageOf('/accessories');
    expect(page?.answer).toEqual({ method: 'GET', path: fetchAccessoriesEndpoint.path });
    expect(fetchAccessoriesEndpoint.method).toContain('GET');
  });

  it('renders one address per tab, whatever else the query string holds', () => {
    expect(dataPageOf('/accessories?category=mouse&utm_source=x')?.address).toBe(
      '/accessories?category=mouse',
    );
    expect(dataPageOf('/accessories?category=<script>')?.address).toBe(
      '/accessories?category=monitor',
    );
    expect(dataPageOf('/accessories')?.address).toBe('/accessories?category=monitor');
  });

  it("draws each event's page with whether the events take registrations, a GET that needs no session", () => {
    expect(eventsEndpoint.method).toBe('GET');
    for (const event of Object.values(SHOP_EVENTS)) {
      expect(dataPageOf(`${event.path}?utm_source=x`), event.path).toEqual({
        address: event.path,
        answer: { method: 'GET', path: eventsEndpoint.path },
      });
    }
    // Any other event, at /events/{slug}, in the event shell.
    expect(dataPageOf('/events/fifa-2026?x=1')).toEqual({
      address: '/events/fifa-2026',
      answer: { method: 'GET', path: eventsEndpoint.path },
      shell: '_event',
    });
    expect(dataPageOf('/events/Not%20a%20slug')).toBeNull();
    const client = new QueryClient();
    const answer = fest2025Answer('held');
    seedDataPage(client, 'http://shop.test/ad', answer);
    expect(client.getQueryData(EVENTS_QUERY_KEY)).toEqual(answer);
  });

  it("draws a pre-built's page from its getPc answer, in the pre-built shell", () => {
    expect(getPcEndpoint.method).toBe('POST');
    expect(dataPageOf('/prebuilts/gaming/gaming-strike-5060?ref=x')).toEqual({
      address: '/prebuilts/gaming/gaming-strike-5060',
      answer: {
        method: 'POST',
        path: getPcEndpoint.path,
        body: { useCase: 'gaming', id: 'gaming-strike-5060' },
      },
      shell: '_prebuilt',
    });
    const client = new QueryClient();
    const row = { id: 'gaming-strike-5060', name: 'Strike' };
    seedDataPage(client, 'http://shop.test/prebuilts/gaming/gaming-strike-5060', { rows: [row] });
    expect(client.getQueryData(getPcQueryKey('gaming', 'gaming-strike-5060'))).toEqual(row);
    // No machine in the answer, nothing seeded: the page asks for itself.
    seedDataPage(client, 'http://shop.test/prebuilts/gaming/gone', { rows: [] });
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    expect(dataPageOf('/prebuilts/gaming/%E0%A4%A')).toBeNull();
  });

  it('draws the configurator with the catalogue its choices come from, a GET that needs no session', () => {
    expect(fetchAllComponentsEndpoint.method).toContain('GET');
    expect(dataPageOf('/config?utm_source=x')).toEqual({
      address: '/config',
      answer: { method: 'GET', path: fetchAllComponentsEndpoint.path },
    });
    const client = new QueryClient();
    const catalogue = { processors: [{ idcomp: 'r7-7800x3d' }] };
    seedDataPage(client, 'http://shop.test/config', catalogue);
    expect(client.getQueryData(CATALOGUE_QUERY_KEY)).toEqual(catalogue);
  });

  it('leaves every other page to its prerendered HTML', () => {
    for (const url of [
      '/',
      '/config/extra',
      '/prebuilts',
      '/cart',
      '/accessories/extra',
      '/prebuilts/gaming',
    ]) {
      expect(dataPageOf(url), url).toBeNull();
    }
  });

  it('puts the answer where the Add-Ons screen reads its add-ons', () => {
    const client = new QueryClient();
    const accessories = [{ id: 'lg-ultragear-24gs60f' }];
    seedDataPage(client, 'http://shop.test/accessories?category=mouse', { accessories });
    expect(client.getQueryData(ACCESSORIES_QUERY_KEY)).toEqual(accessories);
    seedDataPage(client, 'http://shop.test/cart', { accessories: [] });
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });

  it("asks for a page's answer as the app starts, when the page is drawn in the browser", async () => {
    const { events } = fest2025Answer('held');
    const api = fakeApi().on(eventsEndpoint, { events });
    const client = new QueryClient();
    prefetchDataPage(client, 'http://shop.test/pc-master-contest');
    prefetchDataPage(client, 'http://shop.test/cart');
    await vi.waitFor(() => expect(client.getQueryData(EVENTS_QUERY_KEY)).toEqual({ events }));
    expect(api.calls(eventsEndpoint)).toHaveLength(1);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});
