import { describe, expect, it } from 'vitest';
import { readTestResultRows } from './test-result-rows';

const NO_TEMPERATURES = [
  { part: 'CPU', celsius: '' },
  { part: 'GPU', celsius: '' },
];

describe('the Stress Test form rows', () => {
  it('records full rows and leaves out rows left empty', () => {
    expect(
      readTestResultRows({
        benchmarks: [
          { name: ' 3DMark Time Spy ', score: '13250' },
          { name: '', score: ' ' },
        ],
        temperatures: [
          { part: 'CPU', celsius: '78' },
          { part: 'GPU', celsius: '' },
        ],
      }),
    ).toEqual({
      ok: true,
      results: {
        benchmarks: [{ name: '3DMark Time Spy', score: 13_250 }],
        temperatures: [{ part: 'CPU', celsius: 78 }],
      },
    });
    expect(
      readTestResultRows({ benchmarks: [{ name: '', score: '' }], temperatures: NO_TEMPERATURES }),
    ).toEqual({ ok: true, results: { benchmarks: [], temperatures: [] } });
  });

  it('refuses a benchmark without its score, or a score without its benchmark, naming the row', () => {
    expect(
      readTestResultRows({
        benchmarks: [{ name: '3DMark Time Spy', score: '' }],
        temperatures: NO_TEMPERATURES,
      }),
    ).toEqual({
      ok: false,
      refusal: {
        list: 'benchmarks',
        index: 0,
        field: 'score',
        message:
          'The benchmark "3DMark Time Spy" has no score. Enter its score, or clear the benchmark to record none.',
      },
    });
    const nameless = readTestResultRows({
      benchmarks: [{ name: ' ', score: '13250' }],
      temperatures: NO_TEMPERATURES,
    });
    expect(nameless).toMatchObject({ ok: false, refusal: { field: 'name', index: 0 } });
    expect(!nameless.ok && nameless.refusal.message).toBe(
      "The score 13250 has no benchmark. Enter the benchmark's name, or clear the score to record none.",
    );
  });

  it('refuses a temperature without its part or outside what a part under load reads', () => {
    const hot = readTestResultRows({
      benchmarks: [],
      temperatures: [
        { part: 'CPU', celsius: '78' },
        { part: 'GPU', celsius: '999' },
      ],
    });
    expect(hot).toEqual({
      ok: false,
      refusal: {
        list: 'temperatures',
        index: 1,
        field: 'celsius',
        message: 'The GPU temperature must be from -20 to 150 °C, not 999.',
      },
    });
    expect(
      readTestResultRows({ benchmarks: [], temperatures: [{ part: '', celsius: '70' }] }),
    ).toMatchObject({ ok: false, refusal: { field: 'part', index: 0 } });
  });

  it('refuses a score past the largest one recorded', () => {
    const huge = readTestResultRows({
      benchmarks: [{ name: 'Cinebench R23', score: '99999999' }],
      temperatures: [],
    });
    expect(!huge.ok && huge.refusal.message).toBe(
      'The score of "Cinebench R23" must be a number from 0 to 1,00,00,000.',
    );
  });
});
