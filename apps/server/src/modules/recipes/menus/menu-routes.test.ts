import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from '@kg/shared';
import { menuEndpoints as E } from '@kg/shared/modules/recipes/menus';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, type TestApp } from '../../../../test/harness.ts';
import { addDish, type Cast, cast, rows } from './menu-test-kit.ts';

let t: TestApp;
let c: Cast;
let filesDir: string;
let dish: { rice: number; soup: number; hidden: number; foreign: number };
const MON = '2030-01-07';
const TUE = '2030-01-08';
beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kg-menu-test-'));
  t = await createTestApp({}, {}, { filesDir });
  c = await cast(t);
  const s = c.health.schoolId;
  dish = {
    rice: await addDish(t, s, '测-米饭', [['粳米（小站稻米）', 50]]),
    soup: await addDish(t, s, '测-番茄蛋汤', [
      ['番茄[西红柿]', 30],
      ['鸡蛋 (代表值)', 10],
    ]),
    hidden: await addDish(t, s, '测-停用菜', [['豆腐（代表值）', 30]], false),
    foreign: await addDish(t, c.director2.schoolId, '测-别校菜', [['豆腐（代表值）', 30]]),
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

type Week = Payload<typeof E.save>;
const save = (body: Week, who: LoginResult = c.health) => call(E.save, who, body);
const menuCount = async () => (await rows<{ n: number }>(t, sql`select count(*)::int as n from menus`))[0].n;

describe('weekly menus', () => {
  it('saves a whole week, reads it by id and by Monday with nutrients, lists it, copies it, publishes and deletes', async () => {
    const saved = await save({
      weekStart: MON,
      title: ' 第一周 ',
      slots: [
        { day: MON, meal: 3, dishIds: [dish.rice, dish.soup] },
        { day: TUE, meal: 1, dishIds: [dish.soup] },
      ],
    });
    const { id } = ok(saved);
    const week = ok(await call(E.get, c.health, { id }));
    expect(week).toMatchObject({ id, weekStart: MON, title: '第一周', publishedAt: null });
    expect(week.slots.map((s) => [s.day, s.meal, s.dishes.map((d) => d.name)])).toEqual([
      [MON, 3, ['测-米饭', '测-番茄蛋汤']],
      [TUE, 1, ['测-番茄蛋汤']],
    ]);
    // 粳米（小站稻米）346 kcal per 100 g × 50 g
    expect(week.slots[0].dishes[0].nutrients.energyKCal).toEqual({ value: 173, unknown: 0 });
    expect(ok(await call(E.get, c.health, { weekStart: MON })).id).toBe(id);
    expect(ok(await call(E.get, c.health, { weekStart: '2030-02-04' }))).toMatchObject({ id: null, slots: [] });
    // a second save replaces the week
    ok(await save({ id, weekStart: MON, slots: [{ day: MON, meal: 3, dishIds: [dish.rice] }] }));
    const page = ok(await call(E.page, c.health, { pageSize: 10 }));
    expect(page.list[0]).toMatchObject({ id, weekStart: MON, dishes: 1, days: 1, publishedAt: null });

    const copy = ok(await call(E.copy, c.health, { fromId: id, weekStart: '2030-01-14' }));
    const copied = ok(await call(E.get, c.health, { id: copy.id }));
    expect(copied.slots.map((s) => s.day)).toEqual(['2030-01-14']);
    refused(await call(E.copy, c.health, { fromId: id, weekStart: MON }), 'recipes-0201', 'weekStart');

    const guardians = await rows<{ n: number }>(
      t,
      sql`select count(distinct g.account_id)::int as n from guardians g
      join students st on st.school_id = g.school_id and st.id = g.student_id
      where st.school_id = ${c.health.schoolId} and st.status = 1 and g.account_id is not null`,
    );
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from notices where source = 'recipes'`))[0].n;
    const pub = ok(await call(E.publish, c.health, { id }));
    const after = (await rows<{ n: number }>(t, sql`select count(*)::int as n from notices where source = 'recipes'`))[0].n;
    expect(after - before).toBe(pub.notified);
    expect(guardians[0].n).toBeGreaterThan(0);
    expect(pub.notified).toBe(guardians[0].n);
    refused(await call(E.publish, c.health, { id }), 'recipes-0204');
    // the class board reads the published week holding a day; the copy is a draft
    const current = ok(await call(E.current, c.teacher, { day: '2030-01-09' }));
    expect(current?.id).toBe(id);
    expect(ok(await call(E.current, c.teacher, { day: '2030-01-15' }))).toBeNull();

    refused(await call(E.remove, c.health, { id }), 'recipes-0204');
    ok(await call(E.remove, c.health, { id: copy.id }));
    refused(await call(E.get, c.health, { id: copy.id }), 'common-0405');
  });

  it('refuses bad weeks, days outside the week, hidden or foreign dishes and a taken week, writing nothing', async () => {
    const n = await menuCount();
    const wk = '2030-03-04';
    refused(await save({ weekStart: '2030-03-05', slots: [] }), 'common-0400', 'weekStart');
    refused(await save({ weekStart: wk, slots: [{ day: '2030-03-09', meal: 1, dishIds: [] }] }), 'recipes-0203', 'slots.0.day');
    refused(await save(malformed({ weekStart: wk, slots: [{ day: wk, meal: 6, dishIds: [] }] })), 'common-0400', 'slots.0.meal');
    refused(
      await save({ weekStart: wk, slots: [{ day: wk, meal: 1, dishIds: [dish.rice, dish.hidden] }] }),
      'recipes-0202',
      'slots.0.dishIds.1',
    );
    refused(await save({ weekStart: wk, slots: [{ day: wk, meal: 1, dishIds: [dish.foreign] }] }), 'recipes-0202', 'slots.0.dishIds.0');
    refused(
      await save({
        weekStart: wk,
        slots: [
          { day: wk, meal: 1, dishIds: [] },
          { day: wk, meal: 1, dishIds: [] },
        ],
      }),
      'recipes-0207',
    );
    expect(await menuCount()).toBe(n);
    ok(await save({ weekStart: wk, slots: [] }));
    refused(await save({ weekStart: wk, slots: [] }), 'recipes-0201', 'weekStart');
    const empty = ok(await save({ weekStart: '2030-03-11', slots: [] }));
    refused(await call(E.publish, c.health, { id: empty.id }), 'recipes-0205');
  });

  it('keeps to the school and to holders of the codes', async () => {
    const mine = ok(await save({ weekStart: '2030-04-01', slots: [{ day: '2030-04-01', meal: 2, dishIds: [dish.rice] }] })).id;
    const other = c.director2;
    refused(await call(E.get, other, { id: mine }), 'common-0405');
    refused(await call(E.publish, other, { id: mine }), 'common-0405');
    refused(await call(E.remove, other, { id: mine }), 'common-0405');
    refused(await call(E.copy, other, { fromId: mine, weekStart: '2030-04-08' }), 'common-0405');
    refused(await save({ id: mine, weekStart: '2030-04-01', slots: [] }, other), 'common-0405');
    expect(ok(await call(E.page, other)).list.some((w) => w.id === mine)).toBe(false);
    expect(ok(await call(E.dishNutrients, other, { ids: [dish.rice] }))).toEqual([]);
    refused(await call(E.page, c.finance), 'common-0403');
    refused(await save({ weekStart: '2030-04-15', slots: [] }, c.teacher), 'common-0403');
    refused(await call(E.updateIntakes, c.finance, malformed({ values: {} })), 'common-0403');
  });
});

describe('demo menus', () => {
  it('give every demo school this week as a draft and the three weeks before it published, every weekday served', async () => {
    const r = await rows<{ school: number; weeks: number; published: number; days: number; lunches: number }>(
      t,
      sql`
      select m.school_id::int as school, count(distinct m.id)::int as weeks, count(distinct m.id) filter (where m.published_at is not null)::int as published,
        count(distinct md.day)::int as days, count(*) filter (where md.meal = 3)::int as lunches
      from menus m join menu_dishes md on md.school_id = m.school_id and md.menu_id = m.id
      where m.week_start < '2030-01-01' group by m.school_id order by 1`,
    );
    expect(r).toHaveLength(4);
    for (const s of r) expect(s).toMatchObject({ weeks: 4, published: 3, days: 20, lunches: 80 });
  });
});

describe('special-meal warnings', () => {
  it('tags a dish with the group whose children must not eat one of its foods', async () => {
    const s = c.health.schoolId;
    const [g] = await rows<{ id: number }>(
      t,
      sql`insert into special_groups (school_id, name, reason, food_keywords)
      values (${s}, '测-番茄过敏', 'allergy', '{番茄}') returning id::int`,
    );
    await t.db.execute(sql`insert into special_group_students (school_id, group_id, student_id)
      select ${s}, ${g.id}, id from students where school_id = ${s} and status = 1 order by id limit 2`);
    const [soup, rice] = ok(await call(E.dishNutrients, c.health, { ids: [dish.soup, dish.rice] })).sort((a, b) =>
      a.dishId === dish.soup ? -1 : b.dishId === dish.soup ? 1 : 0,
    );
    expect(soup.warnings).toEqual([{ groupId: g.id, groupName: '测-番茄过敏', children: 2, foods: ['番茄[西红柿]'] }]);
    expect(rice.warnings).toEqual([]);
  });
});

describe('reference intakes', () => {
  it('reads defaults, stores only what differs, refuses a minimum above its maximum', async () => {
    const list = ok(await call(E.intakes, c.health));
    expect(list.find((x) => x.key === 'energyKCal')).toEqual({
      key: 'energyKCal',
      value: 1300,
      defaultValue: 1300,
      custom: false,
    });
    const values = Object.fromEntries(list.map((x) => [x.key, x.value])) as Payload<typeof E.updateIntakes>['values'];
    const upd = ok(await call(E.updateIntakes, c.health, { values: { ...values, Ca: 600 } }));
    expect(upd.find((x) => x.key === 'Ca')).toMatchObject({ value: 600, custom: true });
    expect(await rows(t, sql`select nutrient from intake_references where school_id = ${c.health.schoolId}`)).toEqual([{ nutrient: 'Ca' }]);
    refused(await call(E.updateIntakes, c.health, { values: { ...values, fatShareMin: 40 } }), 'recipes-0206', 'values.fatShareMin');
    refused(await call(E.updateIntakes, c.health, { values: { ...values, Fe: -1 } }), 'common-0400', 'values.Fe');
    expect(ok(await call(E.intakes, c.director2)).find((x) => x.key === 'Ca')?.value).toBe(800);
  });
});

describe('meal photos', () => {
  it('uploads with a thumbnail, lists by days, deletes; refuses a bad meal, a non-image and another school', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 30 } } })
      .png()
      .toBuffer();
    const up = (who: LoginResult, meal: number, data: Buffer = png) =>
      call(E.addPhoto, who, malformed({ day: MON, meal }), { files: [{ field: 'file', data, filename: 'lunch.png', type: 'image/png' }] });
    const added = ok(await up(c.health, 3));
    expect(added).toMatchObject({ day: MON, meal: 3, name: 'lunch.png' });
    expect(added.thumbnailUrl).toContain('/thumbnail');
    // the signed URL itself is what the page loads: fetched as given
    const thumb = await t.app.inject({ method: 'GET', url: added.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(300);
    refused(await up(c.health, 9), 'common-0400', 'meal');
    refused(await up(c.health, 3, Buffer.from('not an image')), 'file-0008');
    refused(await up(c.finance, 3), 'common-0403');
    const list = ok(await call(E.photos, c.health, { from: MON, to: TUE }));
    expect(list.map((p) => p.id)).toEqual([added.id]);
    expect(ok(await call(E.photos, c.director2, { from: MON, to: TUE }))).toEqual([]);
    refused(await call(E.photos, c.health, { from: MON, to: '2030-03-01' }), 'common-0400', 'to');
    refused(await call(E.removePhoto, c.director2, { id: added.id }), 'common-0405');
    ok(await call(E.removePhoto, c.health, { id: added.id }));
    expect(ok(await call(E.photos, c.health, { from: MON, to: TUE }))).toEqual([]);
  });
});
