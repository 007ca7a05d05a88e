import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let teacher: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await loginAs(t.app, 'teacher');
});
afterAll(() => t.close());

const get = (path: string, body: object = {}) =>
  call(t.app, `/platform/v1/reference/${path}`, { token: teacher.token, body }).then((r) => r.json());

describe('reference reads', () => {
  it('reports both datasets loaded, with the cells it could not read', async () => {
    const r = await get('status');
    expect(r.data.map((d: { dataset: string }) => d.dataset)).toEqual(['food', 'growth']);
    const food = r.data.find((d: { dataset: string }) => d.dataset === 'food');
    expect(food.rows).toBe(1836);
    expect(food.unreadable).toBeGreaterThan(0);
    expect(food.lenient).toBeGreaterThan(0);
  });

  it('gives the median at a tabulated age a z-score of zero and interpolates between ages', async () => {
    const at = await get('growth/lms', { sex: 'F', measure: 'weight', x: 365 });
    expect(at.data.reference).toBe('who2006');
    const zero = await get('growth/lms', { sex: 'F', measure: 'weight', x: 365, value: at.data.M });
    expect(zero.data.z).toBeCloseTo(0, 6);
    const a = (await get('growth/lms', { sex: 'M', measure: 'stature', x: 100 })).data.M;
    const b = (await get('growth/lms', { sex: 'M', measure: 'stature', x: 101 })).data.M;
    const mid = (await get('growth/lms', { sex: 'M', measure: 'stature', x: 100.5 })).data.M;
    expect(mid).toBeCloseTo((a + b) / 2, 9);
  });

  it('reads the 2007 reference past the 2006 standards and refuses an age beyond both', async () => {
    expect((await get('growth/lms', { sex: 'M', measure: 'body_mass_index', x: 2500 })).data.reference).toBe('who2007');
    const r = await call(t.app, '/platform/v1/reference/growth/lms', {
      token: teacher.token,
      body: { sex: 'M', measure: 'weight', x: 6000 },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('reference-0001');
  });

  it('places a very heavy one-year-old on the restricted tail, not the raw LMS curve', async () => {
    const m = (await get('growth/lms', { sex: 'M', measure: 'weight', x: 365 })).data.M;
    const z = (await get('growth/lms', { sex: 'M', measure: 'weight', x: 365, value: m * 1.6 })).data.z;
    expect(z).toBeGreaterThan(3);
  });

  it('finds foods by name or code, keeps traces apart from zero and unknown', async () => {
    const page = await get('food/list', { name: '面条', pageSize: 10 });
    expect(page.data.total).toBeGreaterThan(0);
    const noodles = (await get('food/list', { name: '011316' })).data.list[0];
    expect(noodles.name).toContain('面条');
    expect(noodles.nutrients.energyKCal).toBe(277);
    expect(noodles.nutrients.vitaminETotal).toBeNull();
    expect(noodles.trace).toContain('vitaminETotal');
    expect(noodles.nutrients.dietaryFiber).toBeNull();
    expect(noodles.trace).not.toContain('dietaryFiber');
  });

  it('lists categories with their counts and filters by one', async () => {
    const cats = (await get('food/categories')).data as { category: string; foods: number }[];
    expect(cats.reduce((n, c) => n + c.foods, 0)).toBe(1836);
    const first = cats[0];
    expect((await get('food/list', { category: first.category })).data.total).toBe(first.foods);
  });

  it('refuses an unknown measure naming the field', async () => {
    const r = await call(t.app, '/platform/v1/reference/growth/lms', { token: teacher.token, body: { sex: 'M', measure: 'shoe', x: 3 } });
    expect(r.statusCode).toBe(400);
    expect(JSON.stringify(r.json())).toContain('measure');
  });

  it('answers nobody without a session', async () => {
    expect((await call(t.app, '/platform/v1/reference/food/categories')).statusCode).toBe(401);
  });
});
