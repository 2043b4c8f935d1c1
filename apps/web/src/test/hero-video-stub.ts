/** In unit tests, the hero video's addresses without making it (the build makes the real ones). */
export const heroVideo = {
  video: '/assets/hero-test.webm',
  type: 'video/webm; codecs="vp9"',
  poster: '/assets/hero-test.webp',
  width: 960,
  height: 540,
};
