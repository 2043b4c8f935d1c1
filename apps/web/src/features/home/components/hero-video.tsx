import { heroVideo } from 'virtual:hero-video';
import { useEffect, useRef } from 'react';

/** The longest the video waits for the browser to be idle once the page has loaded. */
const IDLE_WAIT_MS = 3_000;

/** What the visitor's browser says about them and itself, as far as the hero video cares. */
export type HeroVideoConditions = { saveData: boolean; reducedMotion: boolean; canPlay: boolean };

/**
 * The video plays only for a visitor who has asked neither to save data nor to see less motion,
 * in a browser that plays its format (elsewhere nothing is fetched and the poster stays).
 */
export function mayPlayHeroVideo({
  saveData,
  reducedMotion,
  canPlay,
}: HeroVideoConditions): boolean {
  return !saveData && !reducedMotion && canPlay;
}

function conditionsNow(video: HTMLVideoElement): HeroVideoConditions {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  return {
    saveData: connection?.saveData === true,
    reducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    canPlay: video.canPlayType(heroVideo.type) !== '',
  };
}

/**
 * Home's hero video behind the pitch (docs/decisions/112-a-hero-video-made-from-the-shops-drawing.md):
 * its poster is in the page as sent; the video itself is asked for only once the page has loaded
 * and the browser is idle, never with Save-Data or reduced motion, muted and looping, and it
 * pauses while scrolled away.
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !mayPlayHeroVideo(conditionsNow(video))) return;
    let watching: IntersectionObserver | undefined;
    const start = () => {
      // Muted as a property: React writes `muted` into the HTML it sends but not into a page it
      // draws itself, and the two must agree (the hydration story compares them).
      video.muted = true;
      video.src = heroVideo.video;
      // A browser may refuse to play (a power saver, say): the poster then stays, as it should.
      const play = () =>
        Promise.resolve()
          .then(() => video.play())
          .catch(() => {});
      if (typeof IntersectionObserver === 'undefined') return void play();
      watching = new IntersectionObserver(([entry]) => {
        if (entry?.isIntersecting) play();
        else video.pause();
      });
      watching.observe(video);
    };
    // After the page has loaded and the browser is idle: the page's own work (hydrating, its data)
    // comes first, on a slow phone too.
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(start, { timeout: IDLE_WAIT_MS })
          : window.setTimeout(start, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) {
        if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
      watching?.disconnect();
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useMediaCaption: a silent, decorative loop (muted in the effect): nothing to caption.
    <video
      ref={ref}
      className="home-hero-video"
      poster={heroVideo.poster}
      width={heroVideo.width}
      height={heroVideo.height}
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
