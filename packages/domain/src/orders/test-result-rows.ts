import { formatIndianNumber } from '../money';
import { TEST_RESULT_LIMITS, type TestResults } from './build-stages';

/** A benchmark as typed into the Stress Test form: its name and score, both text. */
export type BenchmarkRow = { name: string; score: string };
/** A temperature as typed: the part (the form's label for the row) and its reading in °C. */
export type TemperatureRow = { part: string; celsius: string };

export type TestResultRowRefusal = {
  list: 'benchmarks' | 'temperatures';
  index: number;
  /** The field that is missing or wrong, so the form can point at it. */
  field: 'name' | 'score' | 'part' | 'celsius';
  message: string;
};

export type TestResultRowsCheck =
  | { ok: true; results: TestResults }
  | { ok: false; refusal: TestResultRowRefusal };

const {
  rows: MAX_ROWS,
  nameLength: MAX_NAME,
  maxScore: MAX_SCORE,
  minCelsius: MIN_CELSIUS,
  maxCelsius: MAX_CELSIUS,
} = TEST_RESULT_LIMITS;

/**
 * Reads the Stress Test form's rows into test results. A row left wholly empty records nothing; a
 * row half filled (a name without a score, a score without a name) is refused, naming the row and
 * what it lacks, rather than dropped: a dropped row once moved an order on with `benchmarks: []`
 * and mailed the customer no results (docs/api/staff-orders.md#moving-an-order-in-the-console).
 */
export function readTestResultRows(rows: {
  benchmarks: BenchmarkRow[];
  temperatures: TemperatureRow[];
}): TestResultRowsCheck {
  const results: TestResults = { benchmarks: [], temperatures: [] };
  for (const [index, row] of rows.benchmarks.entries()) {
    const refuse = (field: 'name' | 'score', message: string): TestResultRowsCheck => ({
      ok: false,
      refusal: { list: 'benchmarks', index, field, message },
    });
    const name = row.name.trim();
    const score = row.score.trim();
    if (!name && !score) continue;
    if (!score) {
      return refuse(
        'score',
        `The benchmark "${name}" has no score. Enter its score, or clear the benchmark to record none.`,
      );
    }
    if (!name) {
      return refuse(
        'name',
        `The score ${score} has no benchmark. Enter the benchmark's name, or clear the score to record none.`,
      );
    }
    if (name.length > MAX_NAME) {
      return refuse('name', `A benchmark's name may be up to ${MAX_NAME} characters.`);
    }
    const value = Number(score);
    if (!Number.isFinite(value) || value < 0 || value > MAX_SCORE) {
      return refuse(
        'score',
        `The score of "${name}" must be a number from 0 to ${formatIndianNumber(MAX_SCORE)}.`,
      );
    }
    results.benchmarks.push({ name, score: value });
  }
  for (const [index, row] of rows.temperatures.entries()) {
    const refuse = (field: 'part' | 'celsius', message: string): TestResultRowsCheck => ({
      ok: false,
      refusal: { list: 'temperatures', index, field, message },
    });
    const part = row.part.trim();
    const celsius = row.celsius.trim();
    // The part is the row's label in the form, so a row is empty when its reading is.
    if (!celsius) continue;
    if (!part) {
      return refuse(
        'part',
        `The temperature ${celsius} °C has no part. Enter the part, or clear the temperature to record none.`,
      );
    }
    if (part.length > MAX_NAME) {
      return refuse('part', `A part's name may be up to ${MAX_NAME} characters.`);
    }
    const value = Number(celsius);
    if (!Number.isFinite(value) || value < MIN_CELSIUS || value > MAX_CELSIUS) {
      return refuse(
        'celsius',
        `The ${part} temperature must be from ${MIN_CELSIUS} to ${MAX_CELSIUS} °C, not ${celsius}.`,
      );
    }
    results.temperatures.push({ part, celsius: value });
  }
  for (const list of ['benchmarks', 'temperatures'] as const) {
    if (results[list].length > MAX_ROWS) {
      const field = list === 'benchmarks' ? 'score' : 'celsius';
      const message = `Up to ${MAX_ROWS} ${list} can be recorded.`;
      return { ok: false, refusal: { list, index: MAX_ROWS, field, message } };
    }
  }
  return { ok: true, results };
}
