import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_CPU_TIMESPY,
  estimateFps,
  FPS_CALIBRATION,
  FPS_GAMES,
  FPS_RESOLUTIONS,
  fpsPointEstimate,
  gamingScore,
} from './fps-estimate';

describe('estimated FPS', () => {
  it('stays within 12 % of every calibration point it was fitted to', () => {
    const misses: string[] = [];
    for (const game of FPS_GAMES) {
      for (const resolution of FPS_RESOLUTIONS) {
        for (const [gpuTimespy, fps] of FPS_CALIBRATION[game.id]?.[resolution] ?? []) {
          const estimate = fpsPointEstimate(game, resolution, {
            gpuTimespy,
            cpuTimespy: CALIBRATION_CPU_TIMESPY,
          });
          if (Math.abs(estimate / fps - 1) > 0.12) {
            misses.push(
              `${game.id} ${resolution} at ${gpuTimespy}: ${estimate.toFixed(0)} vs ${fps}`,
            );
          }
        }
      }
    }
    expect(misses).toEqual([]);
    expect(Object.keys(FPS_CALIBRATION).sort()).toEqual(FPS_GAMES.map((game) => game.id).sort());
  });

  it('gives a range around the estimate, on multiples of 5, for each game at 1080p and 1440p', () => {
    const ranges = estimateFps({ gpuTimespy: 10_600, cpuTimespy: CALIBRATION_CPU_TIMESPY });
    expect(ranges).toHaveLength(FPS_GAMES.length * 2);
    const cyberpunk = ranges.find((r) => r.game === 'cyberpunk-2077' && r.resolution === '1080p');
    expect(cyberpunk).toMatchObject({ name: 'Cyberpunk 2077', low: 70, high: 95 });
    for (const range of ranges) {
      expect(range.low % 5).toBe(0);
      expect(range.high % 5).toBe(0);
      expect(range.low).toBeLessThan(range.high);
    }
  });

  it('is held back by a slow processor as well as by a slow card', () => {
    const game = FPS_GAMES.find((each) => each.id === 'valorant');
    if (!game) throw new Error('Valorant is modelled');
    const strong = { gpuTimespy: 48_500, cpuTimespy: 13_900 };
    expect(fpsPointEstimate(game, '1080p', { ...strong, cpuTimespy: 5_300 })).toBeLessThan(
      fpsPointEstimate(game, '1080p', strong) * 0.6,
    );
    expect(fpsPointEstimate(game, '1440p', strong)).toBeLessThan(
      fpsPointEstimate(game, '1080p', strong),
    );
  });

  it('ranks builds by their mean 1080p estimate, and a build with no score at zero', () => {
    const fast = gamingScore({ gpuTimespy: 20_800, cpuTimespy: 11_300 });
    const slow = gamingScore({ gpuTimespy: 4_900, cpuTimespy: 11_300 });
    expect(fast).toBeGreaterThan(slow);
    expect(gamingScore({ gpuTimespy: 0, cpuTimespy: 11_300 })).toBe(0);
  });
});
