/** Made at build time by the heroVideo plugin (vite.config.ts): the addresses of home's hero video. */
declare module 'virtual:hero-video' {
  export const heroVideo: {
    video: string;
    /** Its media type with its codec, for `canPlayType`. */
    type: string;
    poster: string;
    width: number;
    height: number;
  };
}
