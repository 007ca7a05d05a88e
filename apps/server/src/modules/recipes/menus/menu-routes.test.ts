import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { multipartCall } from '../../garden/testing.ts';
import { addDish, type Cast, cast, P, post, rows } from './menu-test-kit.ts';

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

const save = (body: object, who = c.health) => post(t, `${P}/week/save`, who, body).then((r) => r.json());
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
    expect(saved.code).toBe('common-0001');
    const id = saved.data.id;
    const week = (await post(t, `${P}/week/get`, c.health, { id })).json().data;
    expect(week).toMatchObject({ id, weekStart: MON, title: '第一周', publishedAt: null });
    expect(
      week.slots.map((s: { day: string; meal: number; dishes: { name: string }[] }) => [s.day, s.meal, s.dishes.map((d) => d.name)]),
    ).toEqual([
      [MON, 3, ['测-米饭', '测-番茄蛋汤']],
      [TUE, 1, ['测-番茄蛋汤']],
    ]);
    // 粳米（小站稻米）346 kcal per 100 g × 50 g
    expect(week.slots[0].dishes[0].nutrients.energyKCal).toEqual({ value: 173, unknown: 0 });
    expect((await post(t, `${P}/week/get`, c.health, { weekStart: MON })).json().data.id).toBe(id);
    expect((await post(t, `${P}/week/get`, c.health, { weekStart: '2030-02-04' })).json().data).toMatchObject({ id: null, slots: [] });
    // a second save replaces the week
    await save({ id, weekStart: MON, slots: [{ day: MON, meal: 3, dishIds: [dish.rice] }] });
    const page = (await post(t, `${P}/week/page`, c.health, { pageSize: 10 })).json().data;
    expect(page.list[0]).toMatchObject({ id, weekStart: MON, dishes: 1, days: 1, publishedAt: null });

    const copy = (await post(t, `${P}/week/copy`, c.health, { fromId: id, weekStart: '2030-01-14' })).json();
    const copied = (await post(t, `${P}/week/get`, c.health, { id: copy.data.id })).json().data;
    expect(copied.slots.map((s: { day: string }) => s.day)).toEqual(['2030-01-14']);
    expect((await post(t, `${P}/week/copy`, c.health, { fromId: id, weekStart: MON })).json()).toMatchObject({
      code: 'recipes-0201',
      data: { field: 'weekStart' },
    });

    const guardians = await rows<{ n: number }>(
      t,
      sql`select count(distinct g.account_id)::int as n from guardians g
      join students st on st.school_id = g.school_id and st.id = g.student_id
      where st.school_id = ${c.health.schoolId} and st.status = 1 and g.account_id is not null`,
    );
    const before = (await rows<{ n: number }>(t, sql`select count(*)::int as n from notices where source = 'recipes'`))[0].n;
    const pub = (await post(t, `${P}/week/publish`, c.health, { id })).json();
    expect(pub.code).toBe('common-0001');
    const after = (await rows<{ n: number }>(t, sql`select count(*)::int as n from notices where source = 'recipes'`))[0].n;
    expect(after - before).toBe(pub.data.notified);
    expect(guardians[0].n).toBeGreaterThan(0);
    expect(pub.data.notified).toBe(guardians[0].n);
    expect((await post(t, `${P}/week/publish`, c.health, { id })).json().code).toBe('recipes-0204');
    // the class board reads the published week holding a day; the copy is a draft
    const current = (await post(t, `${P}/week/current`, c.teacher, { day: '2030-01-09' })).json().data;
    expect(current.id).toBe(id);
    expect((await post(t, `${P}/week/current`, c.teacher, { day: '2030-01-15' })).json().data).toBeNull();

    expect((await post(t, `${P}/week/delete`, c.health, { id })).json().code).toBe('recipes-0204');
    expect((await post(t, `${P}/week/delete`, c.health, { id: copy.data.id })).json().code).toBe('common-0001');
    expect((await post(t, `${P}/week/get`, c.health, { id: copy.data.id })).json().code).toBe('common-0405');
  });

  it('refuses bad weeks, days outside the week, hidden or foreign dishes and a taken week, writing nothing', async () => {
    const n = await menuCount();
    const wk = '2030-03-04';
    expect(await save({ weekStart: '2030-03-05', slots: [] })).toMatchObject({ code: 'common-0400', data: { field: 'weekStart' } });
    expect(await save({ weekStart: wk, slots: [{ day: '2030-03-09', meal: 1, dishIds: [] }] })).toMatchObject({
      code: 'recipes-0203',
      data: { field: 'slots.0.day' },
    });
    expect(await save({ weekStart: wk, slots: [{ day: wk, meal: 6, dishIds: [] }] })).toMatchObject({
      code: 'common-0400',
      data: { field: 'slots.0.meal' },
    });
    expect(await save({ weekStart: wk, slots: [{ day: wk, meal: 1, dishIds: [dish.rice, dish.hidden] }] })).toMatchObject({
      code: 'recipes-0202',
      data: { field: 'slots.0.dishIds.1' },
    });
    expect(await save({ weekStart: wk, slots: [{ day: wk, meal: 1, dishIds: [dish.foreign] }] })).toMatchObject({
      code: 'recipes-0202',
      data: { field: 'slots.0.dishIds.0' },
    });
    expect(
      await save({
        weekStart: wk,
        slots: [
          { day: wk, meal: 1, dishIds: [] },
          { day: wk, meal: 1, dishIds: [] },
        ],
      }),
    ).toMatchObject({ code: 'recipes-0207' });
    expect(await menuCount()).toBe(n);
    await save({ weekStart: wk, slots: [] });
    expect(await save({ weekStart: wk, slots: [] })).toMatchObject({ code: 'recipes-0201', data: { field: 'weekStart' } });
    expect(
      (await post(t, `${P}/week/publish`, c.health, { id: (await save({ weekStart: '2030-03-11', slots: [] })).data.id })).json().code,
    ).toBe('recipes-0205');
  });

  it('keeps to the school and to holders of the codes', async () => {
    const mine = (await save({ weekStart: '2030-04-01', slots: [{ day: '2030-04-01', meal: 2, dishIds: [dish.rice] }] })).data.id;
    for (const [url, body] of [
      ['week/get', { id: mine }],
      ['week/publish', { id: mine }],
      ['week/delete', { id: mine }],
      ['week/copy', { fromId: mine, weekStart: '2030-04-08' }],
      ['week/save', { id: mine, weekStart: '2030-04-01', slots: [] }],
    ] as const) {
      expect((await post(t, `${P}/${url}`, c.director2, body)).json().code, url).toBe('common-0405');
    }
    expect((await post(t, `${P}/week/page`, c.director2)).json().data.list.some((w: { id: number }) => w.id === mine)).toBe(false);
    expect((await post(t, `${P}/dish/nutrients`, c.director2, { ids: [dish.rice] })).json().data).toEqual([]);
    expect((await post(t, `${P}/week/page`, c.finance)).json().code).toBe('common-0403');
    expect((await post(t, `${P}/week/save`, c.teacher, { weekStart: '2030-04-15', slots: [] })).json().code).toBe('common-0403');
    expect((await post(t, `${P}/intake/update`, c.finance, { values: {} })).json().code).toBe('common-0403');
  });
});

describe('demo menus', () => {
  it('give every demo school this week as a draft and the three weeks before it published, every weekday served', async () => {
    const r = await rows<{ schoolId: number; weeks: number; published: number; days: number; lunches: number }>(
      t,
      sql`
      select m.school_id::int as "schoolId", count(distinct m.id)::int as weeks, count(distinct m.id) filter (where m.published_at is not null)::int as published,
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
    const [soup, rice] = (await post(t, `${P}/dish/nutrients`, c.health, { ids: [dish.soup, dish.rice] }))
      .json()
      .data.sort((a: { dishId: number }, b: { dishId: number }) => (a.dishId === dish.soup ? -1 : b.dishId === dish.soup ? 1 : 0));
    expect(soup.warnings).toEqual([{ groupId: g.id, groupName: '测-番茄过敏', children: 2, foods: ['番茄[西红柿]'] }]);
    expect(rice.warnings).toEqual([]);
  });
});

describe('reference intakes', () => {
  it('reads defaults, stores only what differs, refuses a minimum above its maximum', async () => {
    const list = (await post(t, `${P}/intake/list`, c.health)).json().data;
    expect(list.find((x: { key: string }) => x.key === 'energyKCal')).toEqual({
      key: 'energyKCal',
      value: 1300,
      defaultValue: 1300,
      custom: false,
    });
    const values = Object.fromEntries(list.map((x: { key: string; value: number }) => [x.key, x.value]));
    const upd = (await post(t, `${P}/intake/update`, c.health, { values: { ...values, Ca: 600 } })).json().data;
    expect(upd.find((x: { key: string }) => x.key === 'Ca')).toMatchObject({ value: 600, custom: true });
    expect(await rows(t, sql`select nutrient from intake_references where school_id = ${c.health.schoolId}`)).toEqual([{ nutrient: 'Ca' }]);
    const bad = (await post(t, `${P}/intake/update`, c.health, { values: { ...values, fatShareMin: 40 } })).json();
    expect(bad).toMatchObject({ code: 'recipes-0206', data: { field: 'values.fatShareMin' } });
    expect((await post(t, `${P}/intake/update`, c.health, { values: { ...values, Fe: -1 } })).json()).toMatchObject({
      code: 'common-0400',
      data: { field: 'values.Fe' },
    });
    expect((await post(t, `${P}/intake/list`, c.director2)).json().data.find((x: { key: string }) => x.key === 'Ca').value).toBe(800);
  });
});

describe('meal photos', () => {
  it('uploads with a thumbnail, lists by days, deletes; refuses a bad meal, a non-image and another school', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 30 } } })
      .png()
      .toBuffer();
    const up = (token: string, meal: string, data: Buffer = png) =>
      multipartCall(t.app, `${P}/photos/add`, {
        token,
        parts: [
          { field: 'day', data: MON },
          { field: 'meal', data: meal },
          { field: 'file', data, filename: 'lunch.png', type: 'image/png' },
        ],
      });
    const added = (await up(c.health.token, '3')).json();
    expect(added.data).toMatchObject({ day: MON, meal: 3, name: 'lunch.png' });
    expect(added.data.thumbnailUrl).toContain('/thumbnail');
    const thumb = await t.app.inject({ method: 'GET', url: added.data.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(300);
    expect((await up(c.health.token, '9')).json()).toMatchObject({ code: 'common-0400', data: { field: 'meal' } });
    expect((await up(c.health.token, '3', Buffer.from('not an image'))).json().code).toBe('file-0008');
    expect((await up(c.finance.token, '3')).json().code).toBe('common-0403');
    const list = (await post(t, `${P}/photos/list`, c.health, { from: MON, to: TUE })).json().data;
    expect(list.map((p: { id: number }) => p.id)).toEqual([added.data.id]);
    expect((await post(t, `${P}/photos/list`, c.director2, { from: MON, to: TUE })).json().data).toEqual([]);
    expect((await post(t, `${P}/photos/list`, c.health, { from: MON, to: '2030-03-01' })).json()).toMatchObject({ data: { field: 'to' } });
    expect((await post(t, `${P}/photos/delete`, c.director2, { id: added.data.id })).json().code).toBe('common-0405');
    expect((await post(t, `${P}/photos/delete`, c.health, { id: added.data.id })).json().code).toBe('common-0001');
    expect((await post(t, `${P}/photos/list`, c.health, { from: MON, to: TUE })).json().data).toEqual([]);
  });
});
