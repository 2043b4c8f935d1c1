import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClientOnly } from './client-only';

describe('ClientOnly', () => {
  it('puts its fallback in HTML rendered ahead of the browser', () => {
    const html = renderToString(
      <ClientOnly fallback={<p>placeholder</p>}>
        <p>today's form</p>
      </ClientOnly>,
    );
    expect(html).toContain('placeholder');
    expect(html).not.toContain('form');
  });

  it('shows its children from the first render in the browser', () => {
    render(
      <ClientOnly fallback={<p>placeholder</p>}>
        <p>today's form</p>
      </ClientOnly>,
    );
    expect(screen.getByText("today's form")).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
