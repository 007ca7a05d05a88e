import type { Payload } from '@kg/shared';
import { menuEndpoints as E } from '@kg/shared/modules/recipes/menus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { addDish, type Cast, cast, foodCode, headcount } from './menu-test-kit.ts';

let t: TestApp;
let c: Cast;
let menuId: number;
const MON = '2030-01-07';
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  const s = c.health.schoolId;
  const rice = await addDish(t, s, '测-米饭', [['粳米（小站稻米）', 50]]);
  const eggs = await addDish(t, s, '测-番茄炒蛋', [
    ['番茄[西红柿]', 60],
    ['鸡蛋 (代表值)', 40],
  ]);
  const tofu = await addDish(t, s, '测-肉末豆腐', [
    ['猪肉 (瘦)', 20],
    ['豆腐（代表值）', 30],
  ]);
  menuId = ok(await call(E.save, c.health, { weekStart: MON, slots: [{ day: MON, meal: 3, dishIds: [rice, eggs, tofu] }] })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('the quantified menu', () => {
  it('sums one day by hand: food table values per 100 g × grams, unknown cells counted apart', async () => {
    const r = ok(await call(E.report, c.health, { id: menuId }));
    expect(r.days).toHaveLength(1);
    const d = r.days[0].nutrients;
    // per 100 g (CSV): 粳米（小站稻米）346 kcal, P 6.9, F 0.7, CHO 79.2, Ca 3, Fe 0.3, Zn 1.94, VA 0, VC 0
    // 番茄[西红柿] 15, 0.9, 0.2, 3.3, Ca 4, Fe 0.2, Zn 0.12, VA 31, VC 14.0
    // 鸡蛋 (代表值) 139, 13.1, 8.6, 2.4, Ca 56, Fe 1.6, Zn 0.89, VA 255, VC Tr
    // 猪肉 (瘦) 143, 20.3, 6.2, 1.5, Ca 6, Fe 3.0, Zn 2.99, VA 44, VC Tr
    // 豆腐（代表值）84, 6.6, 5.3, 3.4, Ca 78, Fe 0.57, Zn 1.50, VA (blank: unknown), VC Tr
    // grams: rice 50, tomato 60, egg 40, pork 20, tofu 30
    // energy 3.46·50 + 0.15·60 + 1.39·40 + 1.43·20 + 0.84·30 = 173 + 9 + 55.6 + 28.6 + 25.2
    expect(d.energyKCal).toEqual({ value: 291.4, unknown: 0 });
    // protein 3.45 + 0.54 + 5.24 + 4.06 + 1.98
    expect(d.protein).toEqual({ value: 15.27, unknown: 0 });
    // fat 0.35 + 0.12 + 3.44 + 1.24 + 1.59
    expect(d.fat).toEqual({ value: 6.74, unknown: 0 });
    // CHO 39.6 + 1.98 + 0.96 + 0.3 + 1.02
    expect(d.CHO).toEqual({ value: 43.86, unknown: 0 });
    // Ca 1.5 + 2.4 + 22.4 + 1.2 + 23.4
    expect(d.Ca).toEqual({ value: 50.9, unknown: 0 });
    // Fe 0.15 + 0.12 + 0.64 + 0.6 + 0.171 = 1.681
    expect(d.Fe).toEqual({ value: 1.68, unknown: 0 });
    // Zn 0.97 + 0.072 + 0.356 + 0.598 + 0.45 = 2.446
    expect(d.Zn).toEqual({ value: 2.45, unknown: 0 });
    // VA 0 + 18.6 + 102 + 8.8, tofu not measured: reported as one unknown, not as zero
    expect(d.vitaminA).toEqual({ value: 129.4, unknown: 1 });
    // VC 0 + 8.4; traces add nothing and are known
    expect(d.vitaminC).toEqual({ value: 8.4, unknown: 0 });
    // energy shares of 4·15.27 = 61.08, 9·6.74 = 60.66, 4·43.86 = 175.44 (of 297.18)
    expect(r.days[0].shares).toEqual({ protein: 20.55, fat: 20.41, CHO: 59.03 });
    // egg 5.24 + pork 4.06 + tofu (soy) 1.98 = 11.28 of 15.27
    expect(r.days[0].qualityProtein).toBe(73.87);
    // one day with dishes: the average is that day
    expect(r.average?.nutrients.energyKCal.value).toBe(291.4);
    // defaults: 1300 kcal × 80%
    expect(r.targets.energyKCal).toBe(1040);
    expect(r.targets.protein).toBe(24);
  });

  it('scales raw quantities with the children in school, bought weight by the edible share', async () => {
    const n = await headcount(t, c.health.schoolId);
    const r = ok(await call(E.report, c.health, { id: menuId }));
    expect(r.headcount).toBe(n);
    const tomato = r.quantities.find((q) => q.foodCode === '043119');
    expect(await foodCode(t, '番茄[西红柿]')).toBe('043119');
    // 60 g × n children; tomatoes are 97% edible
    expect(tomato?.edibleKg).toBeCloseTo((60 * n) / 1000, 2);
    expect(tomato?.purchaseKg).toBeCloseTo((60 * n) / 1000 / 0.97, 2);
  });

  it('follows the school’s own intakes and care share', async () => {
    const list = ok(await call(E.intakes, c.health));
    const values = Object.fromEntries(list.map((x) => [x.key, x.value])) as Payload<typeof E.updateIntakes>['values'];
    ok(await call(E.updateIntakes, c.health, { values: { ...values, energyKCal: 1400, careShare: 75 } }));
    const r = ok(await call(E.report, c.health, { id: menuId }));
    expect(r.targets.energyKCal).toBe(1050);
    expect(r.careShare).toBe(75);
  });

  it('refuses another school, a caller without the code and a bad id', async () => {
    refused(await call(E.report, c.director2, { id: menuId }), 'common-0405');
    refused(await call(E.report, c.finance, { id: menuId }), 'common-0403');
    refused(await call(E.report, c.health, malformed({ id: 'x' })), 'common-0400', 'id');
  });
});
