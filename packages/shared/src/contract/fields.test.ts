import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filled, flagValue, nullableDate, nullableId, nullableInt, OMITTABLE_FIELDS, omittable, optionalText } from './fields.ts';

const form = z.object({
  name: z.string(),
  on: flagValue,
  day: nullableDate,
  note: optionalText(20),
  ref: nullableId,
  size: nullableInt(1, 10),
  mode: filled((v) => v ?? 'all', z.enum(['all', 'some'])),
});

describe('fields a call may leave out', () => {
  it('types their keys as optional in the input and present in the output', () => {
    // the type check is the test: leaving the keys out compiles, and the parsed values need no guard
    const out: { on: boolean; day: string | null; mode: 'all' | 'some' } = form.parse({ name: 'x' } satisfies z.input<typeof form>);
    expect(out.on).toBe(false);
    // @ts-expect-error a key nothing fills in stays required
    expect(form.safeParse({} satisfies z.input<typeof form>).success).toBe(false);
  });

  it('parses an absent key as the preprocessing fills it in, the key present (the wire as before)', () => {
    expect(form.parse({ name: 'x' })).toEqual({ name: 'x', on: false, day: null, note: null, ref: null, size: null, mode: 'all' });
    expect(form.parse({ name: 'x', on: 'true', day: '', note: ' ', ref: 0, size: '3', mode: 'some' })).toEqual({
      name: 'x',
      on: true,
      day: null,
      note: null,
      ref: null,
      size: 3,
      mode: 'some',
    });
  });

  it('still refuses a bad value, naming the field', () => {
    const r = form.safeParse({ name: 'x', day: '2025-02-30', on: 'maybe' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['day', 'on']);
  });

  it('marks the field it is given and answers it unchanged', () => {
    const field = z.preprocess((v) => v ?? 0, z.number());
    expect(omittable(field)).toBe(field);
    expect(OMITTABLE_FIELDS.has(field)).toBe(true);
    expect(OMITTABLE_FIELDS.has(z.preprocess((v) => v ?? 0, z.number()))).toBe(false);
  });
});
