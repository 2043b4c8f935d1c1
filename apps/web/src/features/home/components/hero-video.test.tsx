import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroVideo, mayPlayHeroVideo } from './hero-video';

const originalMatchMedia = window.matchMedia;

function visitor({ saveData = false, reducedMotion = false, playsVp9 = true } = {}) {
  Object.defineProperty(navigator, 'connection', { value: { saveData }, configurable: true });
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
  })) as unknown as typeof window.matchMedia;
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    playsVp9 && type === 'video/webm; codecs="vp9"' ? 'probably' : '',
  );
}

function loadedPage() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  return () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    window.dispatchEvent(new Event('load'));
  };
}

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(document, 'readyState');
  vi.restoreAllMocks();
});

describe("home's hero video", () => {
  it('plays for a visitor who asked neither to save data nor for less motion, where it can', () => {
    const anyone = { saveData: false, reducedMotion: false, canPlay: true };
    expect(mayPlayHeroVideo(anyone)).toBe(true);
    expect(mayPlayHeroVideo({ ...anyone, saveData: true })).toBe(false);
    expect(mayPlayHeroVideo({ ...anyone, reducedMotion: true })).toBe(false);
    expect(mayPlayHeroVideo({ ...anyone, canPlay: false })).toBe(false);
  });

  it('shows its poster at once and asks for the video only once the page has loaded', async () => {
    visitor();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    const load = loadedPage();
    const { container } = render(<HeroVideo />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('poster')).toBe('/assets/hero-test.webp');
    expect(video.loop).toBe(true);
    expect(video.getAttribute('src')).toBeNull();
    load();
    // Once the browser is idle after the load.
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe('/assets/hero-test.webm'));
    expect(video.muted).toBe(true);
    // jsdom has no IntersectionObserver: the video plays at once.
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });

  it('never asks for the video with Save-Data, reduced motion, or a browser without VP9', async () => {
    for (const preferences of [{ saveData: true }, { reducedMotion: true }, { playsVp9: false }]) {
      visitor(preferences);
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
      const load = loadedPage();
      const { container, unmount } = render(<HeroVideo />);
      load();
      await new Promise((done) => setTimeout(done, 0));
      await Promise.resolve();
      expect(container.querySelector('video')?.getAttribute('src')).toBeNull();
      expect(play).not.toHaveBeenCalled();
      unmount();
    }
  });
});
