import { referenceEndpoints as E } from '@kg/shared/modules/platform/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, call, createTestApp, type LoginResult, loginAs, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

describe('reference reads', () => {
  it('reports both datasets loaded, with the cells it could not read', async () => {
    const r = ok(await call(E.status, teacher));
    expect(r.map((d) => d.dataset)).toEqual(['food', 'growth']);
    const food = r.find((d) => d.dataset === 'food')!;
    expect(food.rows).toBe(1836);
    expect(food.unreadable).toBeGreaterThan(0);
    expect(food.lenient).toBeGreaterThan(0);
  });

  it('gives the median at a tabulated age a z-score of zero and interpolates between ages', async () => {
    const at = ok(await call(E.growth, teacher, { sex: 'F', measure: 'weight', x: 365 }));
    expect(at.reference).toBe('who2006');
    const zero = ok(await call(E.growth, teacher, { sex: 'F', measure: 'weight', x: 365, value: at.M }));
    expect(zero.z).toBeCloseTo(0, 6);
    const a = ok(await call(E.growth, teacher, { sex: 'M', measure: 'stature', x: 100 })).M;
    const b = ok(await call(E.growth, teacher, { sex: 'M', measure: 'stature', x: 101 })).M;
    const mid = ok(await call(E.growth, teacher, { sex: 'M', measure: 'stature', x: 100.5 })).M;
    expect(mid).toBeCloseTo((a + b) / 2, 9);
  });

  it('reads the 2007 reference past the 2006 standards and refuses an age beyond both', async () => {
    expect(ok(await call(E.growth, teacher, { sex: 'M', measure: 'body_mass_index', x: 2500 })).reference).toBe('who2007');
    const r = await call(E.growth, teacher, { sex: 'M', measure: 'weight', x: 6000 });
    expect(r.status).toBe(404);
    refused(r, 'reference-0001');
  });

  it('places a very heavy one-year-old on the restricted tail, not the raw LMS curve', async () => {
    const m = ok(await call(E.growth, teacher, { sex: 'M', measure: 'weight', x: 365 })).M;
    const z = ok(await call(E.growth, teacher, { sex: 'M', measure: 'weight', x: 365, value: m * 1.6 })).z;
    expect(z).toBeGreaterThan(3);
  });

  it('finds foods by name or code, keeps traces apart from zero and unknown', async () => {
    const page = ok(await call(E.foods, teacher, { name: '面条', pageSize: 10 }));
    expect(page.total).toBeGreaterThan(0);
    const noodles = ok(await call(E.foods, teacher, { name: '011316' })).list[0];
    expect(noodles.name).toContain('面条');
    expect(noodles.nutrients.energyKCal).toBe(277);
    expect(noodles.nutrients.vitaminETotal).toBeNull();
    expect(noodles.trace).toContain('vitaminETotal');
    expect(noodles.nutrients.dietaryFiber).toBeNull();
    expect(noodles.trace).not.toContain('dietaryFiber');
  });

  it('lists categories with their counts and filters by one', async () => {
    const cats = ok(await call(E.foodCategories, teacher));
    expect(cats.reduce((n, c) => n + c.foods, 0)).toBe(1836);
    const first = cats[0];
    expect(ok(await call(E.foods, teacher, { category: first.category })).total).toBe(first.foods);
  });

  it('refuses an unknown measure naming the field', async () => {
    const r = await call(E.growth, teacher, malformed({ sex: 'M', measure: 'shoe', x: 3 }));
    expect(r.status).toBe(400);
    expect(JSON.stringify([r.message, r.data])).toContain('measure');
  });

  it('answers nobody without a session', async () => {
    expect((await call(E.foodCategories, anonymous(t.app))).status).toBe(401);
  });
});
