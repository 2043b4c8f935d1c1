/**
 * What a statement does to the data, as far as memory kept until a write needs to know
 * (docs/decisions/064-memory-until-a-change-is-heard.md). Anything not recognised is a write:
 * a wrong "write" costs one read again, a wrong "read" would keep stale data.
 */
export type StatementKind = 'read' | 'write' | 'begin' | 'end' | 'savepoint';

// A select changes nothing (`for update` only locks); a `with` does when one of its parts does.
const CHANGES_ROWS = /\b(insert|update|delete|merge|truncate)\b/i;

export function statementKind(text: string): StatementKind {
  const words = text.trimStart().slice(0, 40).toLowerCase();
  const first = /^[a-z]+/.exec(words)?.[0];
  switch (first) {
    case 'select':
      return 'read';
    case 'with':
      return CHANGES_ROWS.test(text) ? 'write' : 'read';
    case 'begin':
    case 'start':
      return 'begin';
    case 'commit':
    case 'end':
    case 'abort':
      return 'end';
    case 'rollback':
      return /^rollback\s+(work\s+|transaction\s+)?to\b/.test(words) ? 'savepoint' : 'end';
    case 'savepoint':
    case 'release':
      return 'savepoint';
    default:
      return 'write';
  }
}
