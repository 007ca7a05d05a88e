import { readFileSync } from 'node:fs';
import { groupEntryEndpoints } from '@kg/shared/modules/group/organization';
import { definitionEndpoints as D } from '@kg/shared/modules/workflow/definitions';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type LoginResult, loginAs, malformed, ok, refused, signedTo, type TestApp } from '../../../test/harness.ts';
import { workflowProcesses, workflowRequests } from '../../db/schema/index.ts';
import { vacation, workflowKit } from './workflow-test-kit.ts';

/** Issue 24 §7b, §8 and §9 for approvals: days from the dates, text that is text, no 500 for a group employee. */
let k: Awaited<ReturnType<typeof workflowKit>>;
let t: TestApp;
let director: LoginResult;
let teacher: LoginResult;
beforeAll(async () => {
  k = await workflowKit();
  ({ t, director, teacher } = k);
}, 60_000);
afterAll(async () => {
  await k.t.close();
});
const detail: typeof k.detail = (...a) => k.detail(...a);
const rowsIn = async (table: typeof workflowProcesses | typeof workflowRequests) => (await t.db.select({ n: count() }).from(table))[0].n;

describe('leave days come from the dates', () => {
  it('a vacation typed as 1 day spanning 10 routes as 10 (to the director) and is stored as 10', async () => {
    const pid = await k.processId('vacation');
    const values = { ...vacation(1), dates: ['2026-12-01', '2026-12-10'] };
    const id = ok(await call(I.submit, teacher, { processId: pid, values })).id;
    const d = await detail(id, teacher);
    // the demo chain: class teachers, then the director past three days
    expect(d.steps.map((s: { state: string }) => s.state)).toEqual(['waiting', 'pending']);
    expect(d.values.days).toBe(10);
    expect(d.summary).toContain('10');
    // a child's leave over two days is two, whatever was typed
    const leave = await k.processId('leave');
    const child = { childName: '王小明', leaveType: '病假', dates: ['2026-12-01', '2026-12-02'], days: 0.5, reason: '发烧' };
    const c = ok(await call(I.submit, teacher, { processId: leave, values: child })).id;
    expect((await detail(c, teacher)).values.days).toBe(2);
  });

  it('versions saved before the days were counted get the mark from migration 0028', async () => {
    const unmark = sql`update workflow_versions v set form = (select jsonb_agg(f - 'daysOf' order by i)
      from jsonb_array_elements(v.form) with ordinality e(f, i)) from workflow_processes p
      where p.school_id = v.school_id and p.id = v.process_id and p.kind = 'vacation'`;
    await t.db.execute(unmark);
    const file = new URL('../../db/migrations/0027_workflow_guards.sql', import.meta.url);
    await t.db.execute(sql.raw(readFileSync(file, 'utf8')));
    const marked = await t.db.execute(sql`select count(*)::int as n from workflow_versions v
      join workflow_processes p on p.school_id = v.school_id and p.id = v.process_id
      where p.kind = 'vacation' and not v.form @> '[{"key": "days", "daysOf": "dates"}]'::jsonb`);
    expect(marked.rows[0].n).toBe(0);
  });
});

describe('text is text in JSON-stored fields', () => {
  const form = [{ key: 'a', label: 'A', type: 'input' }];
  const chain = [{ name: '园长', approverKind: 'director' }];
  it('refuses a lone surrogate in a process name, label, option and condition, naming the field; nothing written', async () => {
    const before = await rowsIn(workflowProcesses);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'lone', name: '流程\ud800', form, chain }, 'name'],
      [{ kind: 'lone', name: '流程', form: [{ key: 'a', label: 'A\udc00', type: 'input' }], chain }, 'form.0.label'],
      [{ kind: 'lone', name: '流程', form: [{ key: 'a', label: 'A', type: 'radio', options: ['是\ud800'] }], chain }, 'form.0.options.0'],
      [
        {
          kind: 'lone',
          name: '流程',
          form,
          chain: [{ name: '园长', approverKind: 'director', condition: { field: 'a', op: '=', value: 'x\ud800' } }],
        },
        'chain.0.condition.value',
      ],
    ];
    for (const [body, field] of cases) {
      const r = await call(D.add, director, malformed(body));
      expect([field, r.status]).toEqual([field, 400]);
      refused(r, 'common-0400', field);
    }
    expect(await rowsIn(workflowProcesses)).toBe(before);
  });

  it('refuses a lone surrogate in request values, naming the value; nothing written', async () => {
    const pid = await k.processId('overtime');
    const before = await rowsIn(workflowRequests);
    const r = await call(I.submit, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会\ud800' } });
    expect(r.status).toBe(400);
    refused(r, 'common-0400', 'values.reason');
    expect(await rowsIn(workflowRequests)).toBe(before);
  });
});

describe('a group employee inside a school', () => {
  it('cannot file or decide approvals there: a clear workflow-0110, never a 500, nothing written', async () => {
    const admin = await loginAs(t.app, 'groupAdmin');
    const inside = signedTo(t.app, ok(await call(groupEntryEndpoints.enterSchool, admin, { schoolId: director.schoolId })) as LoginResult);
    const pid = await k.processId('overtime');
    const before = await rowsIn(workflowRequests);
    const r = await call(I.submit, inside, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } });
    expect([r.status, r.code]).toEqual([403, 'workflow-0110']);
    expect(await rowsIn(workflowRequests)).toBe(before);
    // a request of the school's own staff: the visitor neither decides nor comments on it
    const id = ok(await call(I.submit, teacher, { processId: pid, values: { date: '2026-11-30', hours: 2, reason: '家长会' } })).id;
    for (const res of [
      await call(I.approve, inside, { id }),
      await call(I.transfer, inside, { id, toMemberId: director.teacherId }),
      await call(I.comment, inside, { id, text: '看看' }),
    ]) {
      expect([res.url, res.status, res.code]).toEqual([res.url, 403, 'workflow-0110']);
    }
    expect((await detail(id, teacher)).history.map((h: { action: string }) => h.action)).toEqual(['submit']);
    // the web hides the start button on this answer
    expect(ok(await call(I.counts, inside)).maySubmit).toBe(false);
    expect(ok(await call(I.counts, teacher)).maySubmit).toBe(true);
  });
});
