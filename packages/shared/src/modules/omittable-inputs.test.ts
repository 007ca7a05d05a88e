import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filled, OMITTABLE_FIELDS } from '../contract/fields.ts';
import { MODULE_CONTRACTS } from './contracts.ts';

/** The zod internals the walk reads (zod 4 keeps them under `_zod`). */
interface Inner {
  _zod: {
    def: { type: string; in?: Inner; out?: Inner; innerType?: Inner; shape?: Record<string, Inner>; element?: Inner };
    traits: Set<string>;
    optin?: string;
  };
}
const defOf = (s: Inner) => s._zod.def;
const isPreprocess = (s: Inner) => defOf(s).type === 'pipe' && Boolean(defOf(s).in?._zod.traits.has('$ZodTransform'));

/**
 * Whether the field's declared input type lets a call leave its key out. A preprocess is
 * optional when parsing, but zod declares its input as its inner schema's: what the type says.
 */
function declaredOptional(s: Inner): boolean {
  if (OMITTABLE_FIELDS.has(s as unknown as z.ZodType)) return true;
  const d = defOf(s);
  if (isPreprocess(s) && d.out) return declaredOptional(d.out);
  if (d.type === 'pipe' && d.in) return declaredOptional(d.in);
  if ((d.type === 'nullable' || d.type === 'readonly') && d.innerType) return declaredOptional(d.innerType);
  return s._zod.optin !== undefined;
}

/** A preprocessed field, through nullable and readonly wrappers. */
function preprocessed(s: Inner): boolean {
  const d = defOf(s);
  if ((d.type === 'nullable' || d.type === 'readonly') && d.innerType) return preprocessed(d.innerType);
  return isPreprocess(s);
}

function shapeOf(s: Inner): Record<string, Inner> | null {
  const d = defOf(s);
  if (d.type === 'object' && d.shape) return d.shape;
  if (d.type === 'pipe' && d.in && d.out) return shapeOf(d.in) ?? shapeOf(d.out);
  if (d.type === 'array' && d.element) return shapeOf(d.element);
  return d.innerType ? shapeOf(d.innerType) : null;
}

/** Input fields, nested ones too, whose preprocessing accepts an absent value while their type requires the key. */
function requiredButOmittable(input: z.ZodType, where: string): string[] {
  const shape = shapeOf(input as unknown as Inner);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const here = `${where}.${key}`;
    const own =
      preprocessed(field) && !declaredOptional(field) && (field as unknown as z.ZodType).safeParse(undefined).success ? [here] : [];
    return [...own, ...requiredButOmittable(field as unknown as z.ZodType, here)];
  });
}

describe('declared inputs', () => {
  it('type every field a call may leave out as optional (built with filled or marked omittable)', () => {
    const found = MODULE_CONTRACTS.flatMap((c) => c.endpoints.flatMap((e) => requiredButOmittable(e.input, e.path)));
    expect(found).toEqual([]);
  });

  it('finds a preprocessed field that fills in an absent value but is typed as required', () => {
    const input = z.object({ on: z.preprocess((v) => v ?? false, z.boolean()), off: filled((v) => v ?? false, z.boolean()) });
    expect(requiredButOmittable(input, '/x')).toEqual(['/x.on']);
  });
});
