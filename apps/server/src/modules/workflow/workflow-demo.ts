import type { ProcessBody } from '@kg/shared/modules/workflow/workflow-schemas';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  accounts,
  members,
  roles,
  staffProfiles,
  workflowHistory,
  workflowRequests,
  workflowStepApprovers,
  workflowSteps,
} from '../../db/schema/index.ts';
import type { DemoSeeder } from '../../platform/demo/index.ts';
import { BUILT_IN_FORMS } from './builtin-kinds.ts';
import { decide, withdraw } from './decision-data.ts';
import { addProcess } from './process-data.ts';
import { submitRequest } from './submit-data.ts';
import { type Pending, sendPending } from './workflow-notices.ts';

const step = (
  name: string,
  approverKind: ProcessBody['chain'][number]['approverKind'],
  more: Partial<ProcessBody['chain'][number]> = {},
) => ({
  name,
  approverKind,
  approverIds: [],
  mode: 'any' as const,
  condition: null,
  timeLimitHours: null,
  ...more,
});
const definition = (
  kind: string,
  name: string,
  icon: string,
  color: string,
  chain: ProcessBody['chain'],
  cc: ProcessBody['cc'] = { staffIds: [], roleIds: [] },
): ProcessBody => ({
  kind,
  name,
  icon,
  color,
  description: null,
  form: BUILT_IN_FORMS[kind],
  chain,
  cc,
});

const ids = async (q: PromiseLike<{ id: number }[]>): Promise<number[]> => (await q).map((r) => r.id);

/**
 * The demo school's processes (one per built-in kind, with realistic chains: a staff vacation
 * goes to the class teachers, then to the director past three days) and requests in every
 * state, made through the engine itself so their steps and history are what a user would see.
 */
export const workflowDemo: DemoSeeder = async (tx, { schoolIds }) => {
  const schoolId = schoolIds[0];
  const role = async (builtin: string) =>
    (
      await ids(
        tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.institutionId, schoolId), eq(roles.builtin, builtin))),
      )
    )[0];
  const m = members;
  const [teacher] = await ids(
    tx
      .select({ id: m.id })
      .from(m)
      .innerJoin(accounts, eq(accounts.id, m.accountId))
      .where(and(eq(m.institutionId, schoolId), eq(accounts.phone, '13900000021'))),
  );
  const [director] = await ids(
    tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.institutionId, schoolId), eq(m.isAdmin, true)))
      .orderBy(asc(m.id))
      .limit(1),
  );
  const sp = staffProfiles;
  const others = await ids(
    tx
      .select({ id: m.id })
      .from(m)
      .innerJoin(sp, and(eq(sp.schoolId, m.institutionId), eq(sp.memberId, m.id)))
      .where(and(eq(m.institutionId, schoolId), eq(m.status, 1), eq(sp.postType, 2), ne(m.id, teacher)))
      .orderBy(asc(m.id))
      .limit(3),
  );
  const finance = await role('finance');
  const admin = await role('admin');
  const pid: Record<string, number> = {};
  const add = async (p: ProcessBody) => {
    pid[p.kind] = await addProcess(tx, schoolId, p);
  };
  await add(definition('leave', '幼儿请假', 'CalendarOutlined', '#1677ff', [step('班级老师审批', 'head-teacher')]));
  await add(
    definition(
      'vacation',
      '教职工休假',
      'CoffeeOutlined',
      '#13c2c2',
      [
        step('班级老师审批', 'head-teacher', { timeLimitHours: 24 }),
        step('园长审批', 'director', { condition: { field: 'days', op: '>', value: 3 }, timeLimitHours: 48 }),
      ],
      { staffIds: [], roleIds: [admin] },
    ),
  );
  await add(definition('overtime', '加班申请', 'FieldTimeOutlined', '#fa8c16', [step('园长审批', 'director')]));
  await add(
    definition('makeup-clock-in', '补卡申请', 'ClockCircleOutlined', '#722ed1', [
      step('行政审核', 'role', { approverIds: [admin] }),
      step('园长审批', 'director'),
    ]),
  );
  await add(
    definition(
      'refund',
      '退费申请',
      'MoneyCollectOutlined',
      '#eb2f96',
      [step('财务审核', 'role', { approverIds: [finance] }), step('园长审批', 'director')],
      { staffIds: [director], roleIds: [] },
    ),
  );
  await add(definition('visitor', '访客申请', 'UserAddOutlined', '#52c41a', [step('行政审批', 'role', { approverIds: [admin] })]));

  // the bell of each person shows what the engine would have told them
  const tell = (pending: Pending[]) => sendPending(tx, schoolId, pending);
  const submit = async (applicant: number, kind: string, values: Record<string, unknown>, daysAgo: number) => {
    const { id, pending } = await submitRequest(tx, schoolId, applicant, pid[kind], values);
    await tell(pending);
    // submitted days ago: the request, its first step and its history entry agree on when
    const ago = sql`make_interval(days => ${daysAgo})`;
    const r = workflowRequests;
    const h = workflowHistory;
    const st = workflowSteps;
    await tx
      .update(r)
      .set({ submittedAt: sql`${r.submittedAt} - ${ago}` })
      .where(and(eq(r.schoolId, schoolId), eq(r.id, id)));
    await tx
      .update(h)
      .set({ at: sql`${h.at} - ${ago}` })
      .where(and(eq(h.schoolId, schoolId), eq(h.requestId, id)));
    await tx
      .update(st)
      .set({ startedAt: sql`${st.startedAt} - ${ago}` })
      .where(and(eq(st.schoolId, schoolId), eq(st.requestId, id), isNotNull(st.startedAt)));
    return id;
  };
  const by = async (requestId: number, verdict: 'approve' | 'reject' | 'return', comment: string | null) => {
    const a = workflowStepApprovers;
    const st = workflowSteps;
    const [who] = await ids(
      tx
        .select({ id: a.memberId })
        .from(a)
        .innerJoin(st, and(eq(st.schoolId, a.schoolId), eq(st.id, a.stepId)))
        .where(and(eq(a.schoolId, schoolId), eq(a.requestId, requestId), eq(st.state, 'waiting'), isNull(a.decision)))
        .orderBy(asc(a.memberId))
        .limit(1),
    );
    await tell(await decide(tx, schoolId, who, requestId, verdict, comment));
  };
  const vacation = (days: number, from: string, to: string, why: string) => ({
    vacationType: '年假',
    dates: [from, to],
    days,
    reason: why,
  });
  // waiting at the class teachers (two days: one step)
  await submit(teacher, 'vacation', vacation(2, '2026-12-03', '2026-12-04', '家中有事'), 1);
  // class teachers approved, waiting at the director (five days: two steps)
  const five = await submit(teacher, 'vacation', vacation(5, '2026-12-21', '2026-12-25', '回老家探亲'), 2);
  await by(five, 'approve', '同意，注意交接');
  const approved = await submit(teacher, 'overtime', { date: '2026-11-20', hours: 3, reason: '准备家长开放日' }, 5);
  await by(approved, 'approve', null);
  const rejected = await submit(others[0], 'makeup-clock-in', { date: '2026-11-18', slot: '上班', reason: '忘记打卡' }, 6);
  await by(rejected, 'reject', '当天监控显示迟到，不予补卡');
  const returned = await submit(
    teacher,
    'leave',
    { childName: '王小明', leaveType: '病假', dates: ['2026-11-26', '2026-11-27'], days: 2, reason: '发烧' },
    1,
  );
  await by(returned, 'return', '请补充医院证明说明');
  const withdrawn = await submit(
    others[1],
    'visitor',
    { visitorName: '李华', phone: '13812345678', date: '2026-11-28', purpose: '教研交流', vehicle: true },
    3,
  );
  await withdraw(tx, schoolId, others[1], withdrawn);
  await submit(others[2], 'refund', { childName: '陈可可', item: '伙食费', amount: 320, reason: '病假超过一周' }, 2);
  await submit(others[2], 'overtime', { date: '2026-11-22', hours: 2, reason: '整理教室环创' }, 1);
};
