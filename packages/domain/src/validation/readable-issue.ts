import type { $ZodRawIssue } from 'zod/v4/core';
import { formatIndianNumber } from '../money';

/**
 * Words for a request field that fails a bound or a type the schema gave no message of its own for
 * (docs/api/messages.md#fields-without-a-message). Zod's own words ("Too big: expected number to be
 * <=150") name neither the field nor the limit in a person's terms. A schema's own message always
 * wins: every fixed message of docs/api/messages.md is one, so none of them changes here.
 */
export function readableIssue(issue: $ZodRawIssue): string | undefined {
  const name = fieldName(issue.path ?? []);
  if (!name) return undefined;
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  switch (issue.code) {
    case 'too_big':
      return tooBig(Name, issue.origin, Number(issue.maximum), issue.inclusive !== false);
    case 'too_small':
      return tooSmall(name, Name, issue.origin, Number(issue.minimum), issue.inclusive !== false);
    case 'invalid_type':
      if (issue.input === undefined) return `${Name} is missing.`;
      return issue.expected === 'int'
        ? `${Name} must be a whole number.`
        : `${Name} must be ${article(issue.expected)} ${issue.expected}.`;
    default:
      return undefined;
  }
}

/** A field's name in words: `amountOff` is "amount off", `stock_qty` "stock qty". */
export function fieldNameInWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** The last named key of the path, in words: ['temperatures', 0, 'celsius'] is "celsius". */
function fieldName(path: readonly PropertyKey[]): string | undefined {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  return key === undefined ? undefined : fieldNameInWords(key);
}

const figure = (value: number) => formatIndianNumber(value);

function tooBig(Name: string, origin: string, maximum: number, inclusive: boolean) {
  switch (origin) {
    case 'string':
      return `${Name} can be at most ${figure(maximum)} characters.`;
    case 'array':
    case 'set':
      return `${Name} can have at most ${figure(maximum)} entries.`;
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `${Name} must be ${figure(maximum)} or less.`
        : `${Name} must be less than ${figure(maximum)}.`;
    default:
      return undefined;
  }
}

function tooSmall(name: string, Name: string, origin: string, minimum: number, inclusive: boolean) {
  switch (origin) {
    case 'string':
      return minimum <= 1
        ? `Please fill in the ${name}.`
        : `${Name} needs at least ${figure(minimum)} characters.`;
    case 'array':
    case 'set':
      return `${Name} needs at least ${figure(minimum)} ${minimum === 1 ? 'entry' : 'entries'}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive
        ? `${Name} must be ${figure(minimum)} or more.`
        : `${Name} must be more than ${figure(minimum)}.`;
    default:
      return undefined;
  }
}

function article(word: string | undefined) {
  return word && /^[aeiou]/.test(word) ? 'an' : 'a';
}
