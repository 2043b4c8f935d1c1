import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateListingChanges } from '../../../test/hydrate';
import { CopyrightYear } from './copyright-year';

describe('the copyright year', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('hydrates a page drawn last year without a mismatch, then shows this year', async () => {
    vi.setSystemTime(new Date('2025-12-31T18:00:00+05:30'));
    const html = renderToString(<CopyrightYear />);
    expect(html).toContain('>2025<');

    vi.setSystemTime(new Date('2026-01-01T09:00:00+05:30'));
    const container = document.createElement('p');
    container.innerHTML = html;
    document.body.append(container);
    const { changes, unmount } = await hydrateListingChanges(container, <CopyrightYear />);
    expect(changes).toEqual([]);
    expect(container.textContent).toBe('2026');
    unmount();
  });
});
