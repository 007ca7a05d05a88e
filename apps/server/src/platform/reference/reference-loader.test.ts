import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { foodComposition, growthLms } from '../../db/schema/index.ts';
import { parseCsv } from './csv.ts';
import { readCell } from './lenient-number.ts';
import { loadReference } from './reference-loader.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({ growth: await t.db.$count(growthLms), food: await t.db.$count(foodComposition) });

describe('reference loader', () => {
  it('run twice leaves the same row counts, the second run finding the files current', async () => {
    const dir = t.ctx.config.referenceDir;
    const before = await counts();
    expect(before).toEqual({ growth: 17620, food: 1836 });
    expect((await loadReference(t.db, dir)).map((r) => r.outcome)).toEqual(['current', 'current']);
    await t.db.execute(sql`delete from reference_loads`);
    const reloaded = await loadReference(t.db, dir);
    expect(reloaded.map((r) => r.outcome)).toEqual(['loaded', 'loaded']);
    expect(await counts()).toEqual(before);
    expect(reloaded.find((r) => r.dataset === 'food')?.unreadable).toBeGreaterThan(0);
  });

  it('reports a missing directory without failing or emptying the tables', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-ref-'));
    try {
      expect((await loadReference(t.db, empty)).map((r) => r.outcome)).toEqual(['missing', 'missing']);
      expect((await counts()).food).toBe(1836);
    } finally {
      fs.rmSync(empty, { recursive: true });
    }
  });
});

describe('reading the tables leniently', () => {
  it('reads a stray character after a number as that number, and a cell without one as unknown', () => {
    expect(readCell('0 K')).toEqual({ value: 0, state: 'lenient' });
    expect(readCell("'6.10")).toEqual({ value: 6.1, state: 'lenient' });
    expect(readCell('12.5')).toEqual({ value: 12.5, state: 'read' });
    expect(readCell('+')).toEqual({ value: null, state: 'unreadable' });
    expect(readCell('Tr')).toEqual({ value: null, state: 'trace' });
    expect(readCell('-').state).toBe('blank');
  });

  it('keeps quoted commas inside a field', () => {
    expect(parseCsv('a,"b,c",d\r\n"x ""y""",,\n')).toEqual([
      ['a', 'b,c', 'd'],
      ['x "y"', '', ''],
    ]);
  });
});
