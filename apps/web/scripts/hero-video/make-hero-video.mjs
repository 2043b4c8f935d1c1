// Home's hero video, made at build time from the shop's own drawings (hero-scenes.mjs): sharp
// (librsvg) draws every frame, libav.js (libvpx as WebAssembly, from npm) encodes them as VP9 in a
// WebM file, and the first frame is also the poster, a WebP. Nothing is downloaded
// (docs/decisions/112-a-hero-video-made-from-the-shops-drawing.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { encodeWebm } from './encode-webm.mjs';
import { DRAWING_FILES, heroScenes, LOOP_SECONDS } from './hero-scenes.mjs';

export const HERO_VIDEO = {
  width: 960,
  height: 540,
  /** What the file is, for the browser's `canPlayType`. */
  type: 'video/webm; codecs="vp9"',
  framesPerSecond: 24,
  seconds: LOOP_SECONDS,
  /** libvpx's constant quality: the video sits dimmed behind the hero's words. */
  crf: 40,
  /** libwebp's quality for the poster. */
  posterQuality: 60,
};

const webRoot = resolve(import.meta.dirname, '..', '..');
const cacheDir = join(webRoot, 'node_modules/.cache/hero-video');

async function* framesOf(frameAt, count) {
  for (let index = 0; index < count; index++) {
    yield sharp(Buffer.from(frameAt((index / count) * LOOP_SECONDS)))
      .ensureAlpha()
      .raw()
      .toBuffer();
  }
}

async function make() {
  const { width, height, framesPerSecond, seconds, crf, posterQuality } = HERO_VIDEO;
  const frameAt = await heroScenes({ webRoot, scratchDir: cacheDir, width, height });
  const video = await encodeWebm(framesOf(frameAt, Math.round(seconds * framesPerSecond)), {
    width,
    height,
    framesPerSecond,
    crf,
  });
  const poster = await sharp(Buffer.from(frameAt(0)))
    .removeAlpha()
    .webp({ quality: posterQuality })
    .toBuffer();
  return { video, poster };
}

/**
 * The video and its poster, made once per drawing and setting: kept in node_modules/.cache keyed
 * by the files they are made from, as encoding takes some seconds.
 */
export async function makeHeroVideo() {
  const hash = createHash('sha256');
  for (const file of DRAWING_FILES) hash.update(await readFile(join(webRoot, file)));
  for (const script of ['make-hero-video.mjs', 'hero-scenes.mjs', 'encode-webm.mjs']) {
    hash.update(await readFile(join(import.meta.dirname, script)));
  }
  const key = hash.digest('hex').slice(0, 16);
  const video = join(cacheDir, `${key}.webm`);
  const poster = join(cacheDir, `${key}.webp`);
  try {
    return { key, video: await readFile(video), poster: await readFile(poster) };
  } catch {
    await rm(cacheDir, { recursive: true, force: true });
    await mkdir(cacheDir, { recursive: true });
    const made = await make();
    await writeFile(video, made.video);
    await writeFile(poster, made.poster);
    return { key, ...made };
  }
}
