import {
  ALL_FORMATS,
  BufferSource,
  EncodedPacketSink,
  Input,
  type InputVideoTrack,
} from 'mediabunny';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HERO_VIDEO, makeHeroVideo } from '../apps/web/scripts/hero-video/make-hero-video.mjs';

/** The most home may ask a visitor's connection to fetch for its backdrop. */
const BUDGET_BYTES = 300 * 1024;
/** The poster is in the page as sent: it must cost next to nothing. */
const POSTER_BUDGET_BYTES = 15 * 1024;

// Read back with mediabunny, a reader independent of the libav.js that wrote it.
describe("home's hero video, made at build time from the shop's drawings", () => {
  it('is a looping WebM of VP9 frames, mostly made of changes, within its size budget', async () => {
    const { video } = await makeHeroVideo();
    // The EBML header every WebM file starts with, and its document type.
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(video.subarray(0, 64).includes('webm')).toBe(true);
    expect(video.length).toBeLessThan(BUDGET_BYTES);

    const input = new Input({ source: new BufferSource(video), formats: ALL_FORMATS });
    const track = await input.getPrimaryVideoTrack();
    expect(track?.codec).toBe('vp9');
    expect([track?.displayWidth, track?.displayHeight]).toEqual([
      HERO_VIDEO.width,
      HERO_VIDEO.height,
    ]);
    const stats = await track?.computePacketStats();
    expect(stats?.packetCount).toBe(HERO_VIDEO.framesPerSecond * HERO_VIDEO.seconds);
    expect(await input.computeDuration()).toBeCloseTo(HERO_VIDEO.seconds, 1);
    expect(HERO_VIDEO.seconds).toBeGreaterThanOrEqual(4);
    expect(HERO_VIDEO.seconds).toBeLessThanOrEqual(6);

    // One key frame opens the loop; the rest carry what changed.
    let keyFrames = 0;
    const sink = new EncodedPacketSink(track as InputVideoTrack);
    for await (const packet of sink.packets()) if (packet.type === 'key') keyFrames++;
    expect(keyFrames).toBeLessThan(stats?.packetCount ?? 0);
  }, 120_000);

  it('has for poster its first frame, a WebP of the same size', async () => {
    const { poster } = await makeHeroVideo();
    const meta = await sharp(poster).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'webp',
      HERO_VIDEO.width,
      HERO_VIDEO.height,
    ]);
    expect(poster.length).toBeLessThan(POSTER_BUDGET_BYTES);
  }, 120_000);
});
