import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SessionInfo } from '../../core/context.ts';
import { metricColumns } from './dashboard-metrics.ts';
import { buildExtensions, type ModuleContributions, runChildLifecycle, runSchoolCreated } from './extensions.ts';
import { readProfileSections } from './profile-sections.ts';
import { Registry } from './registry.ts';

const tx = {} as never;
const noop = async () => {};

describe('a registry', () => {
  it('keeps contributions in the order they were added and finds one by key', () => {
    const r = new Registry<{ module: string; key: string }>('test');
    r.add({ module: 'b', key: 'b.one' });
    r.add({ module: 'a', key: 'a.one' });
    r.add({ module: 'b', key: 'b.two' });
    expect(r.list().map((x) => x.key)).toEqual(['b.one', 'a.one', 'b.two']);
    expect(r.get('a.one').module).toBe('a');
  });

  it('refuses a second contribution under a key already taken, naming both modules', () => {
    const r = new Registry<{ module: string; key: string }>('dashboardMetrics');
    r.add({ module: 'garden', key: 'children' });
    expect(() => r.add({ module: 'health', key: 'children' })).toThrow(
      "dashboardMetrics: key 'children' of module 'health' is already registered by 'garden'",
    );
    expect(r.list()).toHaveLength(1);
  });

  it('refuses to read a key nobody registered', () => {
    expect(() => new Registry('childProfileSections').get('fees.summary')).toThrow("nothing registered under 'fees.summary'");
  });
});

describe('building the extension points', () => {
  const health: ModuleContributions = {
    module: 'health',
    onSchoolCreated: [{ key: 'health.defaults', run: noop }],
    childLifecycle: [{ key: 'health.care', on: ['leave'], run: noop }],
  };

  it('stamps each contribution with its module, each registry separately', () => {
    const ext = buildExtensions([health, { module: 'recipes', childLifecycle: [{ key: 'recipes.special', on: ['leave'], run: noop }] }]);
    expect(ext.onSchoolCreated.list()).toMatchObject([{ module: 'health', key: 'health.defaults' }]);
    expect(ext.childLifecycle.list().map((h) => `${h.module}:${h.key}`)).toEqual(['health:health.care', 'recipes:recipes.special']);
    expect(ext.dashboardMetrics.list()).toEqual([]);
  });

  it('gives each app its own registries, so building twice from the same lists is harmless', () => {
    const a = buildExtensions([health]);
    const b = buildExtensions([health]);
    expect(a.onSchoolCreated).not.toBe(b.onSchoolCreated);
    expect(b.onSchoolCreated.list()).toHaveLength(1);
  });

  it('stops when two modules register one key', () => {
    expect(() => buildExtensions([health, { module: 'attendance', onSchoolCreated: [{ key: 'health.defaults', run: noop }] }])).toThrow(
      /onSchoolCreated: key 'health.defaults' of module 'attendance'/,
    );
  });
});

describe('running contributions', () => {
  it('runs new-school defaults in registration order with the school', async () => {
    const seen: string[] = [];
    const ext = buildExtensions([
      { module: 'health', onSchoolCreated: [{ key: 'h', run: async (_tx, s) => void seen.push(`h${s.id}`) }] },
      { module: 'attendance', onSchoolCreated: [{ key: 'a', run: async (_tx, s) => void seen.push(`a${s.id}`) }] },
    ]);
    await runSchoolCreated(ext.onSchoolCreated, tx, { id: 7, groupId: 1, today: '2026-09-01' });
    expect(seen).toEqual(['h7', 'a7']);
  });

  it('calls a lifecycle handler only for the events it names, and not at all for no children', async () => {
    const seen: string[] = [];
    const ext = buildExtensions([
      { module: 'health', childLifecycle: [{ key: 'h', on: ['leave', 'graduate'], run: async (_tx, e) => void seen.push(`h:${e.kind}`) }] },
      { module: 'recipes', childLifecycle: [{ key: 'r', on: ['leave'], run: async (_tx, e) => void seen.push(`r:${e.kind}`) }] },
    ]);
    await runChildLifecycle(ext.childLifecycle, tx, { kind: 'graduate', schoolId: 1, childIds: [3] });
    await runChildLifecycle(ext.childLifecycle, tx, { kind: 'leave', schoolId: 1, childIds: [3] });
    await runChildLifecycle(ext.childLifecycle, tx, { kind: 'leave', schoolId: 1, childIds: [] });
    expect(seen).toEqual(['h:graduate', 'h:leave', 'r:leave']);
  });
});

describe('profile sections', () => {
  const session = (codes: string[], modulesOff: string[] = []) => ({ permissions: new Set(codes), modulesOff }) as unknown as SessionInfo;
  const ext = buildExtensions([
    {
      module: 'health',
      childProfileSections: [
        {
          key: 'health.summary',
          codes: ['health-read'],
          schema: z.object({ allergies: z.array(z.string()) }),
          load: async () => ({ allergies: ['peanut'], secret: 'dropped' }) as never,
        },
      ],
    },
    { module: 'fees', childProfileSections: [{ key: 'fees.balance', codes: ['fees-read'], schema: z.number(), load: async () => 12 }] },
  ]);
  const child = { schoolId: 1, childId: 2 };

  it('answers the sections the caller may see in order, each encoded by its schema (undeclared fields dropped)', async () => {
    const all = await readProfileSections(ext.childProfileSections, tx, session(['health-read', 'fees-read']), child);
    expect(all).toEqual([
      { module: 'health', key: 'health.summary', data: { allergies: ['peanut'] } },
      { module: 'fees', key: 'fees.balance', data: 12 },
    ]);
  });

  it('leaves out a section whose codes the caller lacks and one of a module the school switched off', async () => {
    expect((await readProfileSections(ext.childProfileSections, tx, session(['fees-read']), child)).map((s) => s.key)).toEqual([
      'fees.balance',
    ]);
    const off = session(['health-read', 'fees-read'], ['fees']);
    expect((await readProfileSections(ext.childProfileSections, tx, off, child)).map((s) => s.key)).toEqual(['health.summary']);
  });
});

describe('dashboard metrics', () => {
  it('puts each named figure into one select list under its key, correlated with the target', () => {
    const ext = buildExtensions([
      {
        module: 'garden',
        dashboardMetrics: [
          { key: 'garden.children', scope: 'school', value: (t) => sql`select count(*) from students where school_id = ${t.id}` },
        ],
      },
    ]);
    const q = metricColumns(ext.dashboardMetrics, ['garden.children'], { id: sql`i.id` });
    const text = new PgDialect().sqlToQuery(q).sql;
    expect(text).toBe('(select count(*) from students where school_id = i.id)::int as "garden.children"');
    expect(() => metricColumns(ext.dashboardMetrics, ['fees.due'], { id: sql`1` })).toThrow("nothing registered under 'fees.due'");
  });
});
