/** Made at build time by the heroVideo plugin (vite.config.ts): the addresses of home's hero video. */
declare module 'virtual:hero-video' {
  export const heroVideo: { video: string; poster: string; width: number; height: number };
}
