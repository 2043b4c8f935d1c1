/** Home's hero video and its poster (make-hero-video.mjs), keyed by what they are made from. */
export function makeHeroVideo(): Promise<{ key: string; video: Buffer; poster: Buffer }>;
export function vp8FrameOf(webp: Buffer): Buffer;
export const HERO_VIDEO: {
  width: number;
  height: number;
  framesPerSecond: number;
  seconds: number;
  quality: number;
};
