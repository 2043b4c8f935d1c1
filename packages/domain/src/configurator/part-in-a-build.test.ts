import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue';
import { buildUsingPart } from './part-in-a-build';
import { completeSelectionProblems } from './problems';
import type { Selection } from './sections';
import { catalogueWith, gpu, processor } from './test-catalogue';

const problemsOf = (catalogue: Catalogue, build: Selection | null | 'unknown') =>
  build && build !== 'unknown' ? completeSelectionProblems(catalogue, build) : ['none'];

describe('a build using a part', () => {
  it('finds a complete, compatible build with the part in it', () => {
    const catalogue = catalogueWith({ gpus: [...catalogueWith().gpus, gpu('rtx-new')] });
    const build = buildUsingPart(catalogue, 'gpus', 'rtx-new');
    expect(build).not.toBeNull();
    expect(build).not.toBe('unknown');
    expect((build as Record<string, string>).gpuModel).toBe('rtx-new');
    expect(problemsOf(catalogue, build)).toEqual([]);
  });

  it('finds none for a processor no board of the shop takes', () => {
    const stray = processor('stray', { socket: 'LGA9999' });
    const catalogue = catalogueWith({ processors: [...catalogueWith().processors, stray] });
    expect(buildUsingPart(catalogue, 'processors', 'stray')).toBeNull();
  });
});
