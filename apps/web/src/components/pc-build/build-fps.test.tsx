import { buildPcObject, estimateFps, type PcBuild } from '@shop/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildFps } from './build-fps';
import { firstChoiceSelection, REAL_CATALOGUE } from './catalogue-fixture';

const BUILD = buildPcObject(REAL_CATALOGUE, firstChoiceSelection()) as PcBuild;

describe('estimated FPS on the Benchmarks tab', () => {
  it('shows every game at 1080p and 1440p as estimated ranges', () => {
    render(<BuildFps build={BUILD} />);
    expect(screen.getByRole('heading', { name: 'Estimated FPS' })).toBeTruthy();
    const [valorant1080] = estimateFps({
      gpuTimespy: BUILD.benchmarks.gpuBenchmark.timespy,
      cpuTimespy: BUILD.benchmarks.processorBenchmark.timespy,
    });
    const row = screen.getByRole('row', { name: /^Valorant/ });
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe(
      `${valorant1080?.low}–${valorant1080?.high} FPS`,
    );
    expect(screen.getAllByRole('row')).toHaveLength(7);
    expect(screen.getByText(/not measurements of this PC/)).toBeTruthy();
  });

  it('explains the method in plain words one click away', () => {
    render(<BuildFps build={BUILD} />);
    const toggle = screen.getByRole('button', { name: 'How we estimate' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const method = () => screen.getByText(/Frame times add up/).closest('[hidden]');
    expect(method()).not.toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(method()).toBeNull();
  });

  it('says there is no estimate for a build without a graphics score', () => {
    const dark = {
      ...BUILD,
      benchmarks: { ...BUILD.benchmarks, gpuBenchmark: { timespy: 0, heaven: 0 } },
    };
    render(<BuildFps build={dark} />);
    expect(screen.getByText(/No estimate/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
