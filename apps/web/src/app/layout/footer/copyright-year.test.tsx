import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <CopyrightYear />, {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('2026');
    act(() => root.unmount());
  });
});
