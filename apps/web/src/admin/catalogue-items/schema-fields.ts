/**
 * The inputs of a catalogue item's form, read from its kind's zod schema in @shop/domain: a new
 * field of a part appears here with no change to the console (docs/decisions/092-forms-drawn-from-the-schema.md).
 */
export type SchemaField =
  | {
      path: string[];
      label: string;
      input: 'text' | 'paragraph' | 'number' | 'list';
      nullable: boolean;
    }
  | { path: string[]; label: string; input: 'choice'; options: string[]; nullable: boolean };

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  entries?: Record<string, string>;
};
const defOf = (schema: unknown) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** "chipsetRamSlots" as "Chipset ram slots"; "igpu_timespy" as "Igpu timespy". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A text allowed more than this many characters is a paragraph (a description), not a line. */
const LINE_MAX_LENGTH = 120;

/** Fields staff do not type: photos are uploaded on their own. */
const LEFT_OUT = new Set(['photos']);

export function schemaFields(schema: unknown, path: string[] = []): SchemaField[] {
  const def = defOf(schema);
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([name, field]) => {
    if (LEFT_OUT.has(name)) return [];
    return fieldOf(field, [...path, name], false);
  });
}

function fieldOf(schema: unknown, path: string[], nullable: boolean): SchemaField[] {
  const def = defOf(schema);
  const label = path.map(labelOf).join(' · ');
  switch (def.type) {
    case 'nullable':
    case 'optional':
      return def.innerType ? fieldOf(def.innerType, path, true) : [];
    case 'object':
      return schemaFields(schema, path);
    case 'number':
      return [{ path, label, input: 'number', nullable }];
    case 'enum':
      return [
        { path, label, input: 'choice', options: Object.values(def.entries ?? {}), nullable },
      ];
    case 'array':
      return [{ path, label, input: 'list', nullable }];
    case 'string': {
      const { maxLength } = schema as { maxLength?: number | null };
      const input = (maxLength ?? 0) > LINE_MAX_LENGTH ? 'paragraph' : 'text';
      return [{ path, label, input, nullable }];
    }
    default:
      return [{ path, label, input: 'text', nullable }];
  }
}

/** The item as the form's text values say, for the schema to judge. */
export function itemFromTexts(
  fields: readonly SchemaField[],
  texts: Record<string, string>,
): unknown {
  const item: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (texts[field.path.join('.')] ?? '').trim();
    let value: unknown = text;
    if (field.nullable && text === '') value = null;
    else if (field.input === 'number') value = text === '' ? Number.NaN : Number(text);
    else if (field.input === 'list')
      value = text === '' ? [] : text.split(/\s*;\s*/).filter(Boolean);
    let at = item;
    for (const step of field.path.slice(0, -1)) {
      at[step] ??= {};
      at = at[step] as Record<string, unknown>;
    }
    at[field.path.at(-1) as string] = value;
  }
  return item;
}

/** The form's text values for an item as stored: the inverse of itemFromTexts. */
export function textsFromItem(
  fields: readonly SchemaField[],
  item: Record<string, unknown>,
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const field of fields) {
    let value: unknown = item;
    for (const step of field.path) value = (value as Record<string, unknown> | null)?.[step];
    if (value === null || value === undefined) texts[field.path.join('.')] = '';
    else if (Array.isArray(value)) texts[field.path.join('.')] = value.join('; ');
    else texts[field.path.join('.')] = String(value);
  }
  return texts;
}
