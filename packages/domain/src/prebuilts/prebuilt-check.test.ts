import { describe, expect, it } from 'vitest';
import { COMPATIBLE_SELECTION, catalogueWith, gpu, ram } from '../configurator/test-catalogue';
import { checkPrebuiltRange, describePrebuiltProblem } from './prebuilt-check';

const catalogue = catalogueWith({
  rams: [ram('ram', { ramSize: 16 })],
  gpus: [gpu('card', { features: ['8 GB GDDR6'] })],
});

const machine = (more: Record<string, unknown> = {}) => ({
  id: 'gaming-one',
  useCase: 'gaming',
  name: 'One',
  description: 'A gaming machine',
  selection: COMPATIBLE_SELECTION,
  ...more,
});

function refusals(rows: unknown): string[] {
  const check = checkPrebuiltRange(catalogue, rows);
  return check.ok ? [] : check.problems.map(describePrebuiltProblem);
}

describe('checking the pre-built range', () => {
  it('takes machines that are complete, compatible builds fit for their use case', () => {
    const check = checkPrebuiltRange(catalogue, [machine()]);
    expect(check.ok && check.list.map((each) => each.id)).toEqual(['gaming-one']);
  });

  it('names the row, id and field of an unknown use case', () => {
    expect(refusals([machine({ useCase: 'office' })])).toEqual([
      'row 1 (gaming-one), useCase: Please Select Use Case',
    ]);
  });

  it('refuses a part the catalogue does not have', () => {
    const selection = { ...COMPATIBLE_SELECTION, psu: 'no-such-psu' };
    const [refusal] = refusals([machine({ selection })]);
    expect(refusal).toMatch(/^row 1 \(gaming-one\), selection: /);
    expect(refusal).toMatch(/Power Supply/);
  });

  it('refuses a broken compatibility rule', () => {
    const weak = catalogueWith({ gpus: [gpu('card', { maxtdp: 900 })] });
    const check = checkPrebuiltRange(weak, [machine()]);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems[0]?.field).toBe('selection');
  });

  it('refuses a machine that does not suit its use case', () => {
    expect(refusals([machine({ useCase: 'ai', id: 'ai-one' })])).toEqual([
      'row 1 (ai-one), useCase: ai machines need at least 32 GB of memory',
      'row 1 (ai-one), useCase: ai machines at Pro PC need a card with at least 12 GB of its own',
    ]);
  });

  it('refuses a second machine with the same id, name or parts', () => {
    const problems = refusals([machine(), machine({ name: 'Two' })]);
    expect(problems).toEqual([
      'row 2 (gaming-one), id: The id "gaming-one" is already used by row 1',
      'row 2 (gaming-one), selection: The same parts as row 1 (gaming-one)',
    ]);
  });

  it('refuses a file that is not a list', () => {
    expect(refusals({ machines: [] })).toEqual([
      'file: Invalid input: expected array, received object',
    ]);
  });
});
