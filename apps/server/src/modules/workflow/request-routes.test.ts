import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type LoginResult, malformed, ok, refused, type TestApp } from '../../../test/harness.ts';
import { members, storedFiles } from '../../db/schema/index.ts';
import { ANY_DAY, vacation, waitingApprovers, workflowKit } from './workflow-test-kit.ts';

let k: Awaited<ReturnType<typeof workflowKit>>;
let t: TestApp;
let director: LoginResult;
let director2: LoginResult;
let teacher: LoginResult;
let health: LoginResult;
beforeAll(async () => {
  k = await workflowKit();
  ({ t, director, director2, teacher, health } = k);
}, 60_000);
afterAll(async () => {
  await k.t.close();
});
const detail: typeof k.detail = (...a) => k.detail(...a);
const asMember: typeof k.asMember = (...a) => k.asMember(...a);
const processId: typeof k.processId = (...a) => k.processId(...a);

describe('submit and the chain', () => {
  it('fixes the chain on submit: two days one step, five days adds the director; approvals walk it to the end', async () => {
    const pid = await processId('vacation');
    const short = ok(await call(I.submit, teacher, { processId: pid, values: vacation(2) })).id;
    const long = ok(await call(I.submit, teacher, { processId: pid, values: vacation(5) })).id;
    const s = await detail(short, teacher);
    expect(s.steps.map((x: { state: string }) => x.state)).toEqual(['waiting', 'skipped']);
    const l = await detail(long, teacher);
    expect(l.steps.map((x: { state: string }) => x.state)).toEqual(['waiting', 'pending']);
    expect(l.can).toMatchObject({ withdraw: true, approve: false });

    const head = await asMember(waitingApprovers(l)[0]);
    const todo = ok(await call(I.todo, head, { ...ANY_DAY, processName: '休假' }));
    expect(todo.list.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([short, long]));
    ok(await call(I.approve, head, { id: long, comment: '同意' }));
    const mid = await detail(long, director);
    expect(mid.steps.map((x: { state: string }) => x.state)).toEqual(['approved', 'waiting']);
    refused(await call(I.withdraw, teacher, { id: long }), 'workflow-0104');
    ok(await call(I.approve, director, { id: long }));
    const end = await detail(long, teacher);
    expect(end).toMatchObject({ status: 'approved', stepName: null });
    expect(end.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'approve', 'approve']);
    expect(ok(await call(I.done, director, { ...ANY_DAY, status: 'approved' })).list[0]).toMatchObject({ id: long, myAction: 'approve' });
    // done by me: latest decision first, whatever the submission order
    ok(await call(I.approve, head, { id: short }));
    expect(
      ok(await call(I.done, head, ANY_DAY))
        .list.slice(0, 2)
        .map((r: { id: number }) => r.id),
    ).toEqual([short, long]);
    const bell = await t.db.execute(sql`select count(*)::int as n from notices n join members m on m.account_id = n.account_id
      where m.id = ${teacher.teacherId} and n.source = 'workflow'`);
    expect(bell.rows[0].n).toBeGreaterThan(0);
  });

  it('refuses bad values naming form.<key>, a disabled process and a process of another school', async () => {
    const pid = await processId('vacation');
    const bad = async (values: Record<string, unknown>, field: string) =>
      refused(await call(I.submit, teacher, { processId: pid, values }), 'common-0400', field);
    await bad({ ...vacation(2), dates: undefined }, 'form.dates');
    // the days are counted from the dates: a year is over the form's 180
    await bad({ ...vacation(2), dates: ['2026-01-01', '2026-12-31'] }, 'form.dates');
    await bad({ ...vacation(2), vacationType: '旅游' }, 'form.vacationType');
    await bad({ ...vacation(2), dates: ['2026-12-05', '2026-12-01'] }, 'form.dates');
    refused(
      await call(I.submit, teacher, { processId: pid, values: { ...vacation(2), attachments: [999999] } }),
      'file-0013',
      'form.attachments.0',
    );
    const other = ok(await call(D.list, director2, {})).list;
    expect(other).toHaveLength(0);
    refused(await call(I.submit, director2, { processId: pid, values: vacation(2) }), 'common-0405');
    refused(await call(I.todo, teacher, ANY_DAY, { headers: { schoolId: String(director2.schoolId) } }), 'gateway-0105');
    const n = await t.db.execute(sql`select count(*)::int as n from workflow_requests where "values"->>'days' = '365'`);
    expect(n.rows[0].n).toBe(0);
  });
});

describe('decisions', () => {
  it('two concurrent approvals of one step: one wins and ends the request, the other gets workflow-0107 and writes nothing', async () => {
    const pid = await processId('overtime');
    const id = ok(await call(I.submit, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    const codes = (await Promise.all([call(I.approve, director, { id }), call(I.approve, director, { id })])).map((r) => r.code);
    expect(codes.sort()).toEqual(['common-0001', 'workflow-0107']);
    const h = await t.db.execute(sql`select count(*)::int as n from workflow_history where request_id = ${id} and action = 'approve'`);
    expect(h.rows[0].n).toBe(1);
    refused(await call(I.approve, health, { id }), 'workflow-0103');
    refused(await call(I.approve, director2, { id }), 'common-0405');
    refused(await call(I.detail, director2, { id }), 'common-0405');
    refused(await call(I.detail, health, { id }), 'common-0405');
  });

  it('return, resubmit with changes, transfer, reject with a reason, withdraw, comment', async () => {
    const pid = await processId('overtime');
    const id = ok(await call(I.submit, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    refused(await call(I.sendBack, director, { id, reason: '' }), 'common-0400', 'reason');
    ok(await call(I.sendBack, director, { id, reason: '写明时段' }));
    expect((await detail(id, teacher)).can).toMatchObject({ resubmit: true, withdraw: false });
    expect(ok(await call(I.counts, teacher)).mineReturned).toBeGreaterThan(0);
    ok(await call(I.resubmit, teacher, { id, values: { date: '2026-11-30', hours: 3, reason: '家长会 18:00-21:00' } }));
    ok(await call(I.transfer, director, { id, toMemberId: health.teacherId, comment: '请保健医看' }));
    refused(await call(I.approve, director, { id }), 'workflow-0102');
    refused(await call(I.transfer, health, { id, toMemberId: director2.teacherId }), 'workflow-0106', 'toMemberId');
    const [{ id: picture }] = await t.db
      .insert(storedFiles)
      .values({ schoolId: teacher.schoolId, kind: 'image', originalName: 'note.png', mime: 'image/png', size: 1, storageKey: 'x/note.png' })
      .returning({ id: storedFiles.id });
    ok(await call(I.comment, teacher, { id, text: '谢谢', imageIds: [picture] }));
    ok(await call(I.reject, health, { id, reason: '不符合加班规定' }));
    const d = await detail(id, teacher);
    expect(d.status).toBe('rejected');
    expect(d.history.map((h: { action: string }) => h.action)).toEqual(['submit', 'return', 'resubmit', 'transfer', 'comment', 'reject']);
    expect(d.values.hours).toBe(3);
    // the comment's picture comes signed for the caller, not as a bare id
    expect(d.images).toEqual([expect.objectContaining({ id: Number(picture), thumbnailUrl: expect.stringMatching(/\/thumbnail\?t=/) })]);

    const w = ok(await call(I.submit, teacher, { processId: pid, values: { date: '2026-12-01', hours: 1, reason: '值班' } })).id;
    refused(await call(I.withdraw, director, { id: w }), 'workflow-0108');
    ok(await call(I.withdraw, teacher, { id: w }));
    refused(await call(I.approve, director, { id: w }), 'workflow-0107');
    expect(ok(await call(I.mine, teacher, { ...ANY_DAY, status: 'withdrawn' })).list.map((r: { id: number }) => r.id)).toContain(w);
  });
});

describe('the school list and search', () => {
  it('filters by applicant, process, status and China days; needs the process codes', async () => {
    const [{ name: me }] = await t.db.select({ name: members.realName }).from(members).where(eq(members.id, teacher.teacherId));
    const mine = ok(await call(I.all, director, { ...ANY_DAY, applicant: me, pageSize: 10 }));
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r: { applicantId: number }) => r.applicantId === teacher.teacherId)).toBe(true);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const todays = ok(
      await call(I.all, director, { ...ANY_DAY, startDate: today, endDate: today, processName: '加班', status: 'waiting' }),
    );
    expect(todays.list.every((r: { processName: string; status: string }) => r.processName === '加班申请' && r.status === 'waiting')).toBe(
      true,
    );
    expect(ok(await call(I.all, director, { ...ANY_DAY, endDate: '2020-01-01' })).total).toBe(0);
    // the demo's requests were filed days ago (the seeder moves them back), never all today
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(ok(await call(I.all, director, { ...ANY_DAY, endDate: yesterday })).total).toBeGreaterThan(0);
    refused(await call(I.all, teacher, ANY_DAY), 'common-0403');
    refused(await call(I.mine, teacher, malformed({ ...ANY_DAY, status: 'lost' })), 'common-0400', 'status');
  });
});
