import type { z } from 'zod';

/** What a form needs to know of one field of an endpoint's input: read from the zod schema, never restated. */
export interface FieldFacts {
  /** The schema at this field, run as a whole on the value the form holds (one rule for both sides). */
  schema: z.ZodType;
  /** Every blank (absent, null, '', []) is refused. */
  required: boolean;
  /** The value the schema checks, past optional/nullable/default wrappers and preprocessing. */
  kind: 'text' | 'number' | 'list' | 'other';
  /** A calendar day (the shared date check): the form picks it, so blank reads 请选择… */
  date: boolean;
  /** Characters (text), value (number) or items (list). */
  min?: number;
  max?: number;
}

/** The zod internals a walk needs (zod 4 keeps them under `_zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema a wrapped or piped one checks: preprocess → its output schema, transform → its input schema. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = defOf(s);
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in && d.out) s = defOf(d.out).type === 'transform' ? d.in : d.out;
    else return s;
  }
  return s;
}

/** The schema of a field at `path` ('name', ['guardians', 'phone'] for every row of a list), or null when the input has none. */
export function fieldSchema(input: z.ZodType, path: readonly (string | number)[]): z.ZodType | null {
  let s: z.ZodType = input;
  for (const key of path) {
    let d = defOf(unwrap(s));
    // a list row's field: the row is the element whatever its index (a Form.List names rows by number)
    if (d.type === 'array' && d.element) {
      if (typeof key === 'number') {
        s = d.element;
        continue;
      }
      d = defOf(unwrap(d.element));
    }
    const next = d.type === 'object' ? d.shape?.[String(key)] : undefined;
    if (!next) return null;
    s = next;
  }
  return s;
}

const BLANKS: unknown[] = [undefined, null, '', []];

/** The shared date check's own message (contract/fields.ts dateValue): what marks a field as a day. */
const DATE_CHECK = 'expected a valid date YYYY-MM-DD';
const isDate = (schema: z.ZodType) => schema.safeParse('?').error?.issues.some((i) => i.message === DATE_CHECK) ?? false;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Facts of the field at `path`, or null when the endpoint's input does not hold it. */
export function factsOf(input: z.ZodType, path: readonly (string | number)[]): FieldFacts | null {
  const schema = fieldSchema(input, path);
  if (!schema) return null;
  const required = BLANKS.every((v) => !schema.safeParse(v).success);
  const leaf = unwrap(schema) as unknown as {
    minLength?: number | null;
    maxLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    _zod: { def: Def };
  };
  const type = leaf._zod.def.type;
  if (type === 'string')
    return { schema, required, kind: 'text', date: isDate(schema), min: num(leaf.minLength), max: num(leaf.maxLength) };
  if (type === 'number') return { schema, required, kind: 'number', date: false, min: num(leaf.minValue), max: num(leaf.maxValue) };
  if (type === 'array') {
    const checks = (leaf._zod.def.checks ?? []).map((c) => c._zod.def);
    const min = checks.find((c) => c.check === 'min_length')?.minimum;
    const max = checks.find((c) => c.check === 'max_length')?.maximum;
    return { schema, required, kind: 'list', date: false, min: num(min), max: num(max) };
  }
  return { schema, required, kind: 'other', date: false };
}
