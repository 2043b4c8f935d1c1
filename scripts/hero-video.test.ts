import { ALL_FORMATS, BufferSource, Input } from 'mediabunny';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  HERO_VIDEO,
  makeHeroVideo,
  vp8FrameOf,
} from '../apps/web/scripts/hero-video/make-hero-video.mjs';

/** The most home may ask a visitor's connection to fetch for its backdrop. */
const BUDGET_BYTES = 400 * 1024;

describe("home's hero video, made at build time from the shop's drawing", () => {
  it('is a looping WebM of VP8 frames, its poster the first, within its size budget', async () => {
    const { video, poster } = await makeHeroVideo();
    // The EBML header every WebM file starts with.
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.length).toBeLessThan(BUDGET_BYTES);

    const input = new Input({ source: new BufferSource(video), formats: ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    expect(track?.codec).toBe('vp8');
    expect([track?.displayWidth, track?.displayHeight]).toEqual([
      HERO_VIDEO.width,
      HERO_VIDEO.height,
    ]);
    const stats = await track?.computePacketStats();
    expect(stats?.packetCount).toBe(HERO_VIDEO.framesPerSecond * HERO_VIDEO.seconds);
    expect(await input.computeDuration()).toBeCloseTo(HERO_VIDEO.seconds, 1);

    const meta = await sharp(poster).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      HERO_VIDEO.width,
      HERO_VIDEO.height,
    ]);
  }, 60_000);

  it('takes its frames only from lossy WebP files', async () => {
    const lossless = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .webp({ lossless: true })
      .toBuffer();
    expect(() => vp8FrameOf(lossless)).toThrow('the WebP file holds no lossy VP8 frame');
    expect(() => vp8FrameOf(Buffer.from('not a picture at all'))).toThrow('not a WebP file');
  });
});
