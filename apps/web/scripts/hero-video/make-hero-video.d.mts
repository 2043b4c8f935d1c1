/** Home's hero video and its poster (make-hero-video.mjs), keyed by what they are made from. */
export function makeHeroVideo(): Promise<{ key: string; video: Buffer; poster: Buffer }>;
export const HERO_VIDEO: {
  width: number;
  height: number;
  type: string;
  framesPerSecond: number;
  seconds: number;
  crf: number;
  posterQuality: number;
};
