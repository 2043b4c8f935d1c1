import type { PcBuild } from '@shop/domain';
import { type BenchmarkBar, BenchmarkChart } from './benchmark-chart';
import { BuildFps } from './build-fps';

// Tops of the scales: a little above the fastest parts the shop sells, so a bar reads as "how
// close to the top" and the same score draws the same bar on every build.
const SCALE_TOP = {
  graphicsTimeSpy: 50_000,
  heaven: 15_000,
  cpuTimeSpy: 20_000,
  cinebenchSingle: 2_500,
  cinebenchMulti: 45_000,
  geekbenchSingle: 3_500,
  geekbenchMulti: 24_000,
} as const;

/** The Benchmarks tab: estimated FPS in popular games, then graphics and processor scores. */
export function BuildBenchmarks({ build }: { build: PcBuild }) {
  const { processorBenchmark: cpu, gpuBenchmark: gpu } = build.benchmarks;
  const graphics: BenchmarkBar[] = [
    { name: '3DMark Time Spy (graphics)', score: gpu.timespy, scaleTop: SCALE_TOP.graphicsTimeSpy },
    { name: 'Unigine Heaven (Extreme)', score: gpu.heaven, scaleTop: SCALE_TOP.heaven },
  ];
  const processor: BenchmarkBar[] = [
    { name: '3DMark Time Spy (CPU)', score: cpu.timespy, scaleTop: SCALE_TOP.cpuTimeSpy },
    { name: 'Cinebench R23 single-core', score: cpu.cbsc, scaleTop: SCALE_TOP.cinebenchSingle },
    { name: 'Cinebench R23 multi-core', score: cpu.cbmc, scaleTop: SCALE_TOP.cinebenchMulti },
    { name: 'Geekbench 6 single-core', score: cpu.gbsc, scaleTop: SCALE_TOP.geekbenchSingle },
    { name: 'Geekbench 6 multi-core', score: cpu.gbmc, scaleTop: SCALE_TOP.geekbenchMulti },
  ];
  return (
    <div className="build-benchmarks">
      <BuildFps build={build} />
      <BenchmarkChart title={`Graphics: ${build.gpuModel}`} bars={graphics} />
      <BenchmarkChart title={`Processor: ${build.processor}`} bars={processor} />
      <p className="small text-secondary mb-0">
        Higher is better. Each bar is measured against the fastest parts we sell.
      </p>
    </div>
  );
}
