// Home's hero video, made at build time from the shop's own drawing of a PC tower
// (apps/web/src/features/home/components/hero-art.tsx): its fans turn and its light breathes over a
// seamless loop. sharp (libvips and libwebp) draws and encodes every frame as a VP8 key frame;
// mediabunny puts them in a WebM file. Nothing is downloaded: both come from npm
// (docs/decisions/112-a-hero-video-made-from-the-shops-drawing.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import sharp from 'sharp';

export const HERO_VIDEO = {
  width: 960,
  height: 540,
  framesPerSecond: 24,
  seconds: 3,
  /** libwebp's quality for each frame: the video sits dimmed behind the hero's words. */
  quality: 38,
};

const webRoot = resolve(import.meta.dirname, '..', '..');
const drawing = join(webRoot, 'src/features/home/components/hero-art.tsx');
const cacheDir = join(webRoot, 'node_modules/.cache/hero-video');

/** The drawing as SVG markup, for a fan turn (degrees) and a glow (0 to 1). */
async function loadDrawing() {
  const out = join(cacheDir, 'hero-art.mjs');
  await build({
    stdin: {
      contents: `import { renderToStaticMarkup } from 'react-dom/server';
        import { createElement } from 'react';
        import { HeroArt } from ${JSON.stringify(drawing)};
        export const draw = (fanTurn, glow) => renderToStaticMarkup(createElement(HeroArt, { fanTurn, glow }));`,
      resolveDir: webRoot,
      loader: 'tsx',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    outfile: out,
    logLevel: 'silent',
  });
  const { draw } = await import(`${pathToFileURL(out).href}?${Date.now()}`);
  return draw;
}

/** One frame: the hero's dark backdrop with its red glow, and the tower to the right. */
function frameSvg(draw, at) {
  const { width, height } = HERO_VIDEO;
  // Five blades: a turn of 144 degrees over the loop ends where it began.
  const art = draw(144 * at, 0.5 + 0.5 * Math.sin(2 * Math.PI * at));
  const size = height * 0.92;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><radialGradient id="bg" cx="72%" cy="45%" r="70%">
      <stop offset="0%" stop-color="#3a0a10"/><stop offset="60%" stop-color="#120709"/><stop offset="100%" stop-color="#07070a"/>
    </radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <svg x="${width - size - width * 0.06}" y="${(height - size) / 2}" width="${size}" height="${size}" viewBox="0 0 420 420">${art.replace(/^<svg[^>]*>|<\/svg>$/g, '')}</svg>
  </svg>`;
}

/**
 * The VP8 key frame inside a lossy WebP file: WebP is a RIFF file whose 'VP8 ' chunk is exactly the
 * frame a VP8 video track carries.
 */
export function vp8FrameOf(webp) {
  if (webp.toString('ascii', 0, 4) !== 'RIFF' || webp.toString('ascii', 8, 12) !== 'WEBP') {
    throw new Error('not a WebP file');
  }
  for (let at = 12; at + 8 <= webp.length; ) {
    const fourcc = webp.toString('ascii', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (fourcc === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('the WebP file holds no lossy VP8 frame');
}

async function encode() {
  const draw = await loadDrawing();
  const { width, height, framesPerSecond, seconds, quality } = HERO_VIDEO;
  const frames = framesPerSecond * seconds;
  const output = new Output({ format: new WebMOutputFormat(), target: new BufferTarget() });
  const track = new EncodedVideoPacketSource('vp8');
  output.addVideoTrack(track, { frameRate: framesPerSecond });
  await output.start();
  let poster;
  for (let index = 0; index < frames; index++) {
    const webp = await sharp(Buffer.from(frameSvg(draw, index / frames)))
      .removeAlpha()
      .webp({ quality, smartSubsample: true })
      .toBuffer();
    if (index === 0) poster = webp;
    const packet = new EncodedPacket(
      vp8FrameOf(webp),
      'key',
      index / framesPerSecond,
      1 / framesPerSecond,
    );
    await track.add(
      packet,
      index === 0
        ? { decoderConfig: { codec: 'vp8', codedWidth: width, codedHeight: height } }
        : undefined,
    );
  }
  track.close();
  await output.finalize();
  return { video: Buffer.from(output.target.buffer), poster };
}

/**
 * The video and its poster (the first frame), made once per drawing and settings: kept in
 * node_modules/.cache keyed by what they are made from.
 */
export async function makeHeroVideo() {
  const source = await readFile(drawing, 'utf8');
  const self = await readFile(new URL(import.meta.url), 'utf8');
  const key = createHash('sha256').update(source).update(self).digest('hex').slice(0, 16);
  const video = join(cacheDir, `${key}.webm`);
  const poster = join(cacheDir, `${key}.webp`);
  try {
    return { key, video: await readFile(video), poster: await readFile(poster) };
  } catch {
    await rm(cacheDir, { recursive: true, force: true });
    await mkdir(cacheDir, { recursive: true });
    const made = await encode();
    await writeFile(video, made.video);
    await writeFile(poster, made.poster);
    return { key, ...made };
  }
}
