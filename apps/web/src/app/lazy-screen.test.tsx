import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first pass, without its fallback', async () => {
    let loads = 0;
    const Screen = lazyScreen(async () => {
      loads++;
      return { Greeting };
    }, 'Greeting');
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Asha" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loads).toBe(1);
  });

  it('loads on first render when nothing preloaded it', async () => {
    const Screen = lazyScreen(async () => ({ Greeting }), 'Greeting');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen name="Ravi" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const Screen = lazyScreen(async () => {
      attempt++;
      if (attempt === 1) throw new Error('connection dropped');
      return { Greeting };
    }, 'Greeting');
    await expect(Screen.preload()).rejects.toThrow('connection dropped');
    await Screen.preload();
    expect(attempt).toBe(2);
  });
});
