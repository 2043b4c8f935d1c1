// What home's hero video shows: three of the shop's own drawings in turn, each slowly drawing
// nearer, cross-fading into the next, on the hero's dark red backdrop: the tower of the hero with
// its fans turning, a cabinet showing its parts through its glass side, and a desk of add-ons
// (docs/decisions/112-a-hero-video-made-from-the-shops-drawing.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** The drawings, from the app's source (the cache key is made from these files). */
export const DRAWING_FILES = [
  'src/features/home/components/hero-art.tsx',
  'src/components/pc-build/cabinet-picture.tsx',
  'src/components/product-picture/accessory-picture.tsx',
  'src/components/product-picture/picture-shades.ts',
];

/** Seconds each drawing is shown whole, and the cross-fade into the next. */
const HOLD = 1.4;
const FADE = 0.6;
const SCENE = HOLD + FADE;
/** The tower, the cabinet and the desk. */
const SCENE_COUNT = 3;
/** The length of the loop in seconds. */
export const LOOP_SECONDS = SCENE_COUNT * SCENE;
/** How much nearer a drawing comes over the time it is seen. */
const ZOOM = 0.07;
/** Degrees the tower's five-bladed fans turn over the loop: a multiple of 72 loops seamlessly. */
const FAN_TURN = 216;

/** The drawings as SVG markup, rendered by React on Node as the page renders them. */
async function loadDrawings(webRoot, scratchDir) {
  const out = join(scratchDir, 'hero-drawings.mjs');
  const [hero, cabinet, accessory] = DRAWING_FILES.map((file) =>
    JSON.stringify(join(webRoot, file)),
  );
  await build({
    stdin: {
      contents: `import { renderToStaticMarkup } from 'react-dom/server';
        import { createElement as h } from 'react';
        import { HeroArt } from ${hero};
        import { CabinetPicture } from ${cabinet};
        import { AccessoryPicture } from ${accessory};
        const draw = (element, identifierPrefix) => renderToStaticMarkup(element, { identifierPrefix });
        export const tower = (fanTurn, glow) => draw(h(HeroArt, { fanTurn, glow }), 'tower');
        export const cabinet = () =>
          draw(h(CabinetPicture, { brand: 'RigForge', model: 'Glass', colour: '#1b1b1f' }), 'cabinet');
        export const addOn = (category) =>
          draw(h(AccessoryPicture, { category, colour: '#1b1b1f', name: category }), category);`,
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
  return import(`${pathToFileURL(out).href}?${Date.now()}`);
}

/** A drawing's `<svg>` placed in a box of the frame, whatever wraps it (a figure, say). */
function placed(markup, { x, y, width, height }) {
  const svg = markup.slice(markup.indexOf('<svg'), markup.lastIndexOf('</svg>') + 6);
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const inner = svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}">${inner}</svg>`;
}

/** How much of scene `index` shows at `seconds` into the loop (0 to 1), and for how long it has. */
function presence(index, seconds) {
  const loop = LOOP_SECONDS;
  // A scene fades in over the FADE before its own start, and out over the FADE after its HOLD.
  const since = (((seconds - index * SCENE + FADE) % loop) + loop) % loop;
  const shown =
    since < FADE
      ? since / FADE
      : since < SCENE
        ? 1
        : since < SCENE + FADE
          ? (SCENE + FADE - since) / FADE
          : 0;
  return { opacity: shown, progress: Math.min(since / (SCENE + FADE), 1) };
}

/**
 * The frames of the loop: the function returned gives the SVG of the frame at a time in seconds
 * (0 to LOOP_SECONDS), for a `width` x `height` picture.
 */
export async function heroScenes({ webRoot, scratchDir, width, height }) {
  const drawings = await loadDrawings(webRoot, scratchDir);
  const centreX = width * 0.7;
  const side = height * 0.9;
  const top = (height - side) / 2;
  const cabinetWidth = side * 0.8;
  const desk = [
    placed(drawings.addOn('monitor'), {
      x: centreX - side * 0.55,
      y: top,
      width: side * 1.1,
      height: side * 0.82,
    }),
    placed(drawings.addOn('keyboard'), {
      x: centreX - side * 0.5,
      y: top + side * 0.5,
      width: side * 0.75,
      height: side * 0.56,
    }),
    placed(drawings.addOn('mouse'), {
      x: centreX + side * 0.24,
      y: top + side * 0.62,
      width: side * 0.36,
      height: side * 0.27,
    }),
  ].join('');
  const cabinet = placed(drawings.cabinet(), {
    x: centreX - cabinetWidth / 2,
    y: top,
    width: cabinetWidth,
    height: side,
  });
  const scenes = [
    (at) =>
      placed(drawings.tower(FAN_TURN * at, 0.5 + 0.5 * Math.cos(2 * Math.PI * at)), {
        x: centreX - side / 2,
        y: top,
        width: side,
        height: side,
      }),
    () => cabinet,
    () => desk,
  ];
  const frameAt = (time) => {
    const at = time / LOOP_SECONDS;
    const layers = scenes.map((scene, index) => {
      const { opacity, progress } = presence(index, time);
      if (opacity === 0) return '';
      const scale = 1 + ZOOM * progress;
      const zoom = `translate(${centreX} ${height / 2}) scale(${scale.toFixed(4)}) translate(${-centreX} ${-height / 2})`;
      return `<g opacity="${opacity.toFixed(3)}" transform="${zoom}">${scene(at)}</g>`;
    });
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
      <defs><radialGradient id="backdrop" cx="70%" cy="45%" r="70%">
        <stop offset="0%" stop-color="#3a0a10"/><stop offset="60%" stop-color="#120709"/><stop offset="100%" stop-color="#07070a"/>
      </radialGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#backdrop)"/>${layers.join('')}</svg>`;
  };
  return frameAt;
}
