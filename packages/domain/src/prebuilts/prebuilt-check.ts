import type { Catalogue } from '../configurator/catalogue';
import { allInStock, quoteSelection } from '../pricing/quote-selection';
import { type PrebuiltDefinition, prebuiltListSchema } from './prebuilt-schema';
import { fitProblemsForUseCase } from './use-case-fit';

/** One thing wrong with the range, where it is: the row (1-based), its id, and the field. */
export type PrebuiltProblem = { row: number; id?: string; field?: string; message: string };

export type PrebuiltRangeCheck =
  | { ok: true; list: PrebuiltDefinition[] }
  | { ok: false; problems: PrebuiltProblem[] };

/**
 * The range as the seeder takes it (docs/api/prebuilts.md#data): the file's shape, then every
 * machine against the catalogue: each part known, every compatibility rule kept (stock aside: the
 * shop sets that), and the use case's needs met at the machine's tier.
 */
export function checkPrebuiltRange(catalogue: Catalogue, rows: unknown): PrebuiltRangeCheck {
  const idOf = (row: unknown) => {
    const id = (row as { id?: unknown } | null)?.id;
    return typeof id === 'string' ? id : undefined;
  };
  const parsed = prebuiltListSchema.safeParse(rows);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => {
        const [row, ...field] = issue.path;
        if (typeof row !== 'number') return { row: 0, message: issue.message };
        const id = idOf(Array.isArray(rows) ? rows[row] : undefined);
        return {
          row: row + 1,
          ...(id && { id }),
          ...(field.length > 0 && { field: field.join('.') }),
          message: issue.message,
        };
      }),
    };
  }
  const stocked = allInStock(catalogue);
  const problems = parsed.data.flatMap((machine, index): PrebuiltProblem[] => {
    const at = { row: index + 1, id: machine.id };
    const quote = quoteSelection(stocked, machine.selection);
    if (!quote.buildable || !quote.tier) {
      return quote.problems.map((message) => ({ ...at, field: 'selection', message }));
    }
    return fitProblemsForUseCase(catalogue, machine.selection, machine.useCase, quote.tier).map(
      (message) => ({ ...at, field: 'useCase', message }),
    );
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, list: parsed.data };
}

/** "row 3 (ai-pro-4070), selection: ..." for a person reading the refusal. */
export function describePrebuiltProblem(problem: PrebuiltProblem): string {
  const where =
    problem.row > 0 ? `row ${problem.row}${problem.id ? ` (${problem.id})` : ''}` : 'file';
  return `${where}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`;
}
