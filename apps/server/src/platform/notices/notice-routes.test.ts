import type { NoticeSource } from '@kg/shared/modules/platform/display-values';
import { todayChina } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, enter, type LoginResult, loginAs, type TestApp } from '../../../test/harness.ts';
import { notify } from './notify.ts';

let t: TestApp;
let director: LoginResult;
let teacher: LoginResult;
let multi: LoginResult;
const P = '/platform/v1/notice';

const count = async (s: LoginResult) => (await call(t.app, `${P}/unread-count`, { token: s.token })).json().data.count as number;
const list = async (s: LoginResult, body: Record<string, unknown> = {}, lang?: 'en') =>
  (await call(t.app, `${P}/query-list`, { token: s.token, body, lang })).json();
const tell = (s: LoginResult, en: string, source = 'garden') =>
  notify(
    t.ctx,
    { schoolId: s.schoolId, accounts: [s.accountId] },
    { source: source as NoticeSource, title: { zh: `中${en}`, en }, body: { zh: '正文', en: 'body' } },
  );

beforeAll(async () => {
  t = await createTestApp();
  [director, teacher, multi] = await Promise.all([loginAs(t.app, 'director1'), loginAs(t.app, 'teacher'), loginAs(t.app, 'multi')]);
});
afterAll(() => t?.close());

describe('notices', () => {
  it('starts every demo account with a few messages, some unread', async () => {
    for (const s of [director, teacher, multi, await loginAs(t.app, 'groupAdmin'), await loginAs(t.app, 'regulator')]) {
      const all = await list(s);
      expect(all.data.total).toBeGreaterThanOrEqual(3);
      const unread = await count(s);
      expect(unread).toBeGreaterThan(0);
      expect(unread).toBeLessThan(all.data.total);
    }
  });

  it('shows a message posted by another session to its reader, and the count follows reading', async () => {
    const before = await count(teacher);
    // the director's session does something that notifies the teacher
    await notify(
      t.ctx,
      { schoolId: director.schoolId, roles: ['teacher'] },
      { source: 'garden', title: { zh: '新通知', en: 'New notice' } },
    );
    expect(await count(teacher)).toBe(before + 1);
    const page = await list(teacher, { state: 'unread' }, 'en');
    const row = page.data.list.find((n: { title: string }) => n.title === 'New notice');
    expect(row).toMatchObject({ read: false, source: 'garden' });
    const marked = await call(t.app, `${P}/mark-read`, { token: teacher.token, body: { ids: [row.id] } });
    expect(marked.json().data).toEqual({ count: 1 });
    expect(await count(teacher)).toBe(before);
    // marking again changes nothing and still answers
    expect((await call(t.app, `${P}/mark-read`, { token: teacher.token, body: { ids: [row.id] } })).json().data).toEqual({ count: 0 });
  });

  it('answers titles in the reader language', async () => {
    await tell(director, 'Language');
    expect((await list(director, { text: '中Language' })).data.list[0].title).toBe('中Language');
    expect((await list(director, { text: 'Language' }, 'en')).data.list[0]).toMatchObject({ title: 'Language', body: 'body' });
  });

  it("refuses another account's message ids and changes nothing", async () => {
    await tell(director, 'Private');
    const theirs = (await list(director, { text: 'Private' }, 'en')).data.list[0].id as number;
    await tell(teacher, 'Mine');
    const mine = (await list(teacher, { text: 'Mine' }, 'en')).data.list[0].id as number;
    const res = await call(t.app, `${P}/mark-read`, { token: teacher.token, body: { ids: [mine, theirs] } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notice-0001');
    // neither was marked: the call is all or nothing
    const rows = await t.db.execute<{ id: number; read_at: Date | null }>(
      sql`select id, read_at from notices where id in (${mine}, ${theirs})`,
    );
    expect(rows.rows.every((r) => r.read_at === null)).toBe(true);
    // and the teacher's list never shows it
    expect((await list(teacher, { text: 'Private' }, 'en')).data.total).toBe(0);
  });

  it('keeps one inbox per institution: a message in one school is not read in another', async () => {
    await notify(
      t.ctx,
      { schoolId: multi.schoolId, accounts: [multi.accountId] },
      { source: 'garden', title: { zh: '一园', en: 'School one' } },
    );
    const id = (await list(multi, { text: 'School one' }, 'en')).data.list[0].id;
    // entering the second school starts a session there
    const other = await enter(t.app, multi, (await schoolId('阳光第二幼儿园')) as number);
    expect((await list(other, { text: 'School one' }, 'en')).data.total).toBe(0);
    expect((await call(t.app, `${P}/mark-read`, { token: other.token, body: { ids: [id] } })).json().code).toBe('notice-0001');
  });

  it('filters by state, source and date range and pages on the server', async () => {
    for (let i = 0; i < 12; i++) await tell(director, `Paged ${i}`, 'paging');
    const p2 = await list(director, { source: 'paging', pageNum: 2, pageSize: 10 }, 'en');
    expect(p2.data).toMatchObject({ total: 12, pageNum: 2, pageSize: 10 });
    expect(p2.data.list).toHaveLength(2);
    const today = todayChina();
    expect((await list(director, { source: 'paging', from: today, to: today })).data.total).toBe(12);
    expect((await list(director, { source: 'paging', to: '2020-01-01' })).data.total).toBe(0);
    const sources = (await call(t.app, `${P}/sources`, { token: director.token })).json().data;
    expect(sources).toContain('paging');
  });

  it('marks all read and answers how many changed', async () => {
    await tell(director, 'All 1');
    await tell(director, 'All 2');
    const n = await count(director);
    expect(n).toBeGreaterThanOrEqual(2);
    expect((await call(t.app, `${P}/mark-all-read`, { token: director.token })).json().data).toEqual({ count: n });
    expect(await count(director)).toBe(0);
    expect((await list(director, { state: 'unread' })).data.total).toBe(0);
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (body: unknown, path = 'query-list') => (await call(t.app, `${P}/${path}`, { token: director.token, body })).json();
    expect(JSON.stringify(await bad({ state: 'maybe' }))).toContain('state');
    expect(JSON.stringify(await bad({ from: '2026-02-31' }))).toContain('from');
    expect(JSON.stringify(await bad({ from: '2026-05-02', to: '2026-05-01' }))).toContain('to');
    expect(JSON.stringify(await bad({ ids: [] }, 'mark-read'))).toContain('ids');
    expect((await call(t.app, `${P}/mark-read`, { token: director.token, body: { ids: ['x'] } })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await call(t.app, `${P}/unread-count`)).statusCode).toBe(401);
  });
});

describe('outbox', () => {
  it('lists the school outbox for the director with phones masked, and refuses a teacher', async () => {
    await notify(
      t.ctx,
      { schoolId: director.schoolId, accounts: [teacher.accountId] },
      { source: 'garden', title: { zh: '短信', en: 'Text' }, channels: ['sms'] },
    );
    const res = (await call(t.app, `${P}/outbox/query-list`, { token: director.token, body: { channel: 'sms' } })).json();
    expect(res.data.total).toBeGreaterThanOrEqual(1);
    expect(res.data.list[0]).toMatchObject({ channel: 'sms', state: 'recorded', content: '【短信】' });
    expect(res.data.list[0].target).toMatch(/^139\*{4}\d{4}$/);
    expect((await call(t.app, `${P}/outbox/query-list`, { token: teacher.token })).statusCode).toBe(403);
  });

  it("never shows another school's outbox", async () => {
    const d2 = await loginAs(t.app, 'director2');
    const res = (await call(t.app, `${P}/outbox/query-list`, { token: d2.token })).json();
    expect(res.data.list.some((r: { content: string }) => r.content === '【短信】')).toBe(false);
  });
});

async function schoolId(name: string) {
  return (await t.db.execute<{ id: number }>(sql`select id from institutions where name = ${name}`)).rows[0]?.id;
}
