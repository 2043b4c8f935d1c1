/**
 * Estimated average frame rates of a build in games people in India play, from its parts'
 * benchmark scores (docs/api/fps-estimates.md explains the method and its limits).
 *
 * For each game and resolution the graphics card alone would give `a x (gpu / 10000)^b` frames per
 * second, where gpu is the card's 3DMark Time Spy graphics score; the processor alone would give
 * `c x cpu / 10000`, where cpu is its Time Spy CPU score. The estimate combines the two the way
 * frame times add up: 1 / (1/gpu + 1/cpu), so the slower part limits the build. a, b and c were
 * fitted to the calibration points below, averages of published results for reference cards in a
 * test rig with a Ryzen 7 7800X3D (Time Spy CPU 11300); a unit test holds the model to them.
 */

export const FPS_RESOLUTIONS = ['1080p', '1440p'] as const;
export type FpsResolution = (typeof FPS_RESOLUTIONS)[number];

type Curve = readonly [a: number, b: number];
interface GameModel {
  readonly id: string;
  readonly name: string;
  /** The settings the calibration results were measured at. */
  readonly settings: string;
  readonly gpu: Readonly<Record<FpsResolution, Curve>>;
  readonly cpu: number;
}

export const FPS_GAMES: readonly GameModel[] = [
  {
    id: 'valorant',
    name: 'Valorant',
    settings: 'High',
    gpu: { '1080p': [744.1, 1.012], '1440p': [489.3, 1.032] },
    cpu: 818.1,
  },
  {
    id: 'counter-strike-2',
    name: 'Counter-Strike 2',
    settings: 'High',
    gpu: { '1080p': [340.5, 0.986], '1440p': [214.5, 0.991] },
    cpu: 703.0,
  },
  {
    id: 'gta-v',
    name: 'GTA V',
    settings: 'Very High',
    gpu: { '1080p': [454.3, 1.259], '1440p': [264.1, 1.276] },
    cpu: 173.4,
  },
  {
    id: 'fortnite',
    name: 'Fortnite',
    settings: 'High, DirectX 12',
    gpu: { '1080p': [158.1, 0.95], '1440p': [102.7, 0.954] },
    cpu: 473.2,
  },
  {
    id: 'warzone',
    name: 'Call of Duty: Warzone',
    settings: 'Basic preset',
    gpu: { '1080p': [177.6, 0.904], '1440p': [121.1, 0.901] },
    cpu: 340.5,
  },
  {
    id: 'cyberpunk-2077',
    name: 'Cyberpunk 2077',
    settings: 'High, no ray tracing or upscaling',
    gpu: { '1080p': [105.8, 1.053], '1440p': [65.6, 1.046] },
    cpu: 260,
  },
];

/** The reference results the curves were fitted to: [Time Spy graphics score, average FPS]. */
export const FPS_CALIBRATION: Readonly<
  Record<string, Readonly<Record<FpsResolution, readonly (readonly [number, number])[]>>>
> = {
  valorant: {
    '1080p': [
      [4900, 260],
      [10600, 420],
      [20800, 600],
      [48500, 720],
    ],
    '1440p': [
      [4900, 190],
      [10600, 320],
      [20800, 500],
      [48500, 680],
    ],
  },
  'counter-strike-2': {
    '1080p': [
      [4900, 140],
      [10600, 240],
      [20800, 390],
      [48500, 520],
    ],
    '1440p': [
      [4900, 95],
      [10600, 170],
      [20800, 290],
      [48500, 450],
    ],
  },
  'gta-v': {
    '1080p': [
      [4900, 95],
      [10600, 140],
      [20800, 170],
      [48500, 180],
    ],
    '1440p': [
      [4900, 70],
      [10600, 110],
      [20800, 160],
      [48500, 178],
    ],
  },
  fortnite: {
    '1080p': [
      [4900, 70],
      [10600, 125],
      [20800, 205],
      [48500, 300],
    ],
    '1440p': [
      [4900, 48],
      [10600, 88],
      [20800, 150],
      [48500, 250],
    ],
  },
  warzone: {
    '1080p': [
      [4900, 75],
      [10600, 125],
      [20800, 185],
      [48500, 250],
    ],
    '1440p': [
      [4900, 55],
      [10600, 95],
      [20800, 145],
      [48500, 220],
    ],
  },
  'cyberpunk-2077': {
    '1080p': [
      [4900, 45],
      [10600, 75],
      [20800, 125],
      [48500, 210],
    ],
    '1440p': [
      [4900, 30],
      [10600, 52],
      [20800, 90],
      [48500, 175],
    ],
  },
};

/** The CPU score of the rig the calibration results come from (Ryzen 7 7800X3D). */
export const CALIBRATION_CPU_TIMESPY = 11_300;

/** How far either side of the point estimate the shown range reaches. */
export const FPS_RANGE_SPREAD = 0.12;

export interface FpsInputs {
  /** Time Spy graphics score of the card, or of the processor's own graphics. */
  gpuTimespy: number;
  /** Time Spy CPU score of the processor. */
  cpuTimespy: number;
}

/** The model's point estimate, unrounded. */
export function fpsPointEstimate(game: GameModel, resolution: FpsResolution, inputs: FpsInputs) {
  if (inputs.gpuTimespy <= 0 || inputs.cpuTimespy <= 0) return 0;
  const [a, b] = game.gpu[resolution];
  const gpuBound = a * (inputs.gpuTimespy / 10_000) ** b;
  const cpuBound = game.cpu * (inputs.cpuTimespy / 10_000);
  return 1 / (1 / gpuBound + 1 / cpuBound);
}

export interface FpsEstimate {
  game: string;
  name: string;
  settings: string;
  resolution: FpsResolution;
  /** Whole frames per second, the low end rounded down and the high end up to a multiple of 5. */
  low: number;
  high: number;
}

/** Every game at every resolution, as ranges. */
export function estimateFps(inputs: FpsInputs): FpsEstimate[] {
  return FPS_GAMES.flatMap((game) =>
    FPS_RESOLUTIONS.map((resolution) => {
      const point = fpsPointEstimate(game, resolution, inputs);
      return {
        game: game.id,
        name: game.name,
        settings: game.settings,
        resolution,
        low: Math.max(0, Math.floor((point * (1 - FPS_RANGE_SPREAD)) / 5) * 5),
        high: Math.ceil((point * (1 + FPS_RANGE_SPREAD)) / 5) * 5,
      };
    }),
  );
}

/** One figure to sort gaming machines by: the mean 1080p point estimate over every game. */
export function gamingScore(inputs: FpsInputs): number {
  const points = FPS_GAMES.map((game) => fpsPointEstimate(game, '1080p', inputs));
  return points.reduce((sum, point) => sum + point, 0) / points.length;
}
