import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreensOnIntent } from './preload-on-intent';

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Go</span>';
  document.body.append(anchor);
  return anchor;
}

afterEach(() => document.body.replaceChildren());

describe('screens loaded on intent', () => {
  it("asks for a link's screen when the pointer comes over it, a finger touches it or it takes focus, once per path", async () => {
    const preload = vi.fn(async () => {});
    preloadScreensOnIntent(preload);
    const config = link('/config');
    config.querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    config.dispatchEvent(new Event('focusin', { bubbles: true }));
    link('/prebuilts?useCase=ai').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/config'], ['/prebuilts']]);
  });

  it('leaves links to other sites alone, and asks again after a load that failed', async () => {
    const preload = vi.fn(async (pathname: string) => {
      if (pathname === '/cart') throw new Error('offline');
    });
    preloadScreensOnIntent(preload);
    link('https://wa.me/914440001234').dispatchEvent(new Event('pointerover', { bubbles: true }));
    const cart = link('/cart');
    cart.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    cart.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/cart'], ['/cart']]);
  });
});
