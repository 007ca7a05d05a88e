import { leaveEndpoints as E } from '@kg/shared/modules/attendance/leave';
import { instanceEndpoints as I } from '@kg/shared/modules/workflow/instances';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, refused } from '../../../../test/harness.ts';
import { leaveKit } from './leave-test-kit.ts';

// Dates the chinese-days package knows: Sunday 2025-09-28 and Saturday 2025-10-11 are make-up
// working days, 2025-10-01 to 10-08 the National Day holiday; the kit makes autumn 2025 a term.
let k: Awaited<ReturnType<typeof leaveKit>>;
beforeAll(async () => {
  k = await leaveKit();
}, 60_000);
afterAll(() => k.t.close());

const sick = (studentId: number, startsOn: string, endsOn: string, more: Record<string, unknown> = {}) => ({
  studentId,
  kind: 'sick' as const,
  startsOn,
  endsOn,
  reason: '发烧',
  symptoms: ['fever', 'cough'] as ('fever' | 'cough')[],
  ...more,
});

describe('the days a leave takes', () => {
  const days = (q: Record<string, unknown>) => call(E.days, k.teacher, q as never);

  it('counts school days from the calendar: a weekend out, a make-up Sunday in, a holiday out, a make-up Saturday in', async () => {
    expect(ok(await days({ startsOn: '2025-10-17', endsOn: '2025-10-20' }))).toEqual({ days: 2, schoolDays: ['2025-10-17', '2025-10-20'] });
    expect(ok(await days({ startsOn: '2025-09-26', endsOn: '2025-09-29' })).days).toBe(3);
    expect(ok(await days({ startsOn: '2025-09-30', endsOn: '2025-10-11' }))).toEqual({
      days: 4,
      schoolDays: ['2025-09-30', '2025-10-09', '2025-10-10', '2025-10-11'],
    });
  });

  it('counts a half day at either end as 0.5', async () => {
    expect(ok(await days({ startsOn: '2025-10-09', startsPm: true, endsOn: '2025-10-10', endsAm: true })).days).toBe(1);
    expect(ok(await days({ startsOn: '2025-10-09', startsPm: true, endsOn: '2025-10-09' })).days).toBe(0.5);
    expect(ok(await days({ startsOn: '2025-10-09', endsOn: '2025-10-10', endsAm: true })).days).toBe(1.5);
  });

  it('refuses a span without a school day, and bad spans, naming the field', async () => {
    refused(await days({ startsOn: '2025-10-02', endsOn: '2025-10-05' }), 'attendance-0402', 'startsOn');
    refused(await days({ startsOn: '2025-10-10', endsOn: '2025-10-09' }), 'common-0400', 'endsOn');
    refused(await days({ startsOn: '2025-10-09', startsPm: true, endsOn: '2025-10-09', endsAm: true }), 'common-0400', 'endsAm');
    refused(await days({ startsOn: '2025-02-30', endsOn: '2025-03-01' }), 'common-0400', 'startsOn');
    refused(await days({ startsOn: '2025-09-01', endsOn: '2025-12-01' }), 'common-0400', 'endsOn');
  });
});

describe('applying and deciding', () => {
  it('applies as pending with the calendar’s days, approves through the engine, and the drained day turns sick', async () => {
    const child = k.inClass[0];
    const applied = ok(await call(E.apply, k.teacher, sick(child, '2025-09-30', '2025-10-11', { days: 99 })));
    expect(applied).toMatchObject({ status: 'pending', days: 4 });
    const { requestId, who } = await k.approver(applied.id);
    ok(await call(I.approve, who, { id: requestId }));
    const detail = ok(await call(E.detail, k.teacher, { id: applied.id }));
    expect(detail).toMatchObject({ status: 'approved', requestStatus: 'approved', days: 4, symptomGroup: 'cough' });
    expect(detail.history.map((h) => h.action)).toEqual(['submit', 'approve']);
    // the approval marked the leave's school days for the drain, not its holidays (the demo's own marks aside)
    const marked = await k.recomputeMarked(child);
    expect(marked.filter((d) => d >= '2025-09-30' && d <= '2025-10-11')).toEqual(['2025-09-30', '2025-10-09', '2025-10-10', '2025-10-11']);
    expect(await k.childDay(child, '2025-10-09')).toMatchObject({ status: 'sick', leaveId: applied.id, symptomGroup: 'cough' });
  });

  it('rejects through the engine: the leave is rejected and the child free to apply again', async () => {
    const child = k.inClass[1];
    const applied = ok(
      await call(E.apply, k.director, { ...sick(child, '2025-10-20', '2025-10-21'), kind: 'personal', symptoms: undefined }),
    );
    const { requestId, who } = await k.approver(applied.id);
    ok(await call(I.reject, who, { id: requestId, reason: '请补充说明' }));
    expect(ok(await call(E.detail, k.director, { id: applied.id })).status).toBe('rejected');
    ok(await call(E.apply, k.director, sick(child, '2025-10-20', '2025-10-20')));
  });

  it('never lets the applicant approve her own leave', async () => {
    const applied = ok(await call(E.apply, k.teacher, sick(k.inClass[2], '2025-10-22', '2025-10-22')));
    const detail = ok(await call(E.detail, k.teacher, { id: applied.id }));
    expect(await k.waiting(detail.requestId as number)).not.toContain(k.teacher.teacherId);
    // the engine's refusal: the applicant is no approver of her own request
    refused(await call(I.approve, k.teacher, { id: detail.requestId as number }), 'workflow-0103');
    expect(ok(await call(E.detail, k.teacher, { id: applied.id })).status).toBe('pending');
    // nor a director hers, though she may decide others'
    const own = ok(await call(E.apply, k.director, sick(k.inClass[2], '2025-10-23', '2025-10-23')));
    const ownRequest = ok(await call(E.detail, k.director, { id: own.id })).requestId as number;
    refused(await call(I.approve, k.director, { id: ownRequest }), 'workflow-0103');
  });

  it('refuses a leave meeting a pending or approved one of the child, naming its dates; half days may meet', async () => {
    const child = k.inClass[3];
    ok(await call(E.apply, k.teacher, sick(child, '2025-11-03', '2025-11-04', { endsAm: true })));
    const res = refused(await call(E.apply, k.teacher, sick(child, '2025-11-01', '2025-11-03')), 'attendance-0403', 'startsOn');
    expect(res).toMatchObject({ startsOn: '2025-11-03', endsOn: '2025-11-04' });
    ok(await call(E.apply, k.teacher, sick(child, '2025-11-04', '2025-11-05', { startsPm: true })));
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = ok(await call(E.list, k.director, {})).total;
    refused(await call(E.apply, k.teacher, sick(k.inClass[4], '2025-11-10', '2025-11-10', { symptoms: [] })), 'common-0400', 'symptoms');
    refused(
      await call(E.apply, k.teacher, sick(k.inClass[4], '2025-11-10', '2025-11-10', { symptoms: ['sneezing'] })),
      'common-0400',
      'symptoms.0',
    );
    refused(await call(E.apply, k.teacher, sick(k.inClass[4], '2025-11-10', '2025-11-10', { kind: 'holiday' })), 'common-0400', 'kind');
    refused(await call(E.apply, k.teacher, sick(k.inClass[4], '2025-11-10', '2025-11-10', { reason: '' })), 'common-0400', 'reason');
    refused(await call(E.apply, k.teacher, sick(k.inClass[4], '2025-10-04', '2025-10-05')), 'attendance-0402', 'startsOn');
    expect(ok(await call(E.list, k.director, {})).total).toBe(before);
  });
});

describe('reach', () => {
  it('keeps a teacher to her classes: a child outside them is not found, nor is another school’s child to a director', async () => {
    refused(await call(E.apply, k.teacher, sick(k.outside, '2025-11-12', '2025-11-12')), 'common-0405', 'studentId');
    refused(await call(E.apply, k.director, sick(k.otherSchool, '2025-11-12', '2025-11-12')), 'common-0405', 'studentId');
    const theirs = ok(await call(E.apply, k.director, sick(k.outside, '2025-11-12', '2025-11-12')));
    refused(await call(E.detail, k.teacher, { id: theirs.id }), 'common-0405');
    refused(await call(E.cancel, k.teacher, { id: theirs.id }), 'common-0405');
    refused(await call(E.detail, k.otherDirector, { id: theirs.id }), 'common-0405');
    expect(ok(await call(E.list, k.teacher, { pageSize: 20 })).list.some((r) => r.id === theirs.id)).toBe(false);
    expect(ok(await call(E.list, k.otherDirector, { pageSize: 20 })).list.some((r) => r.id === theirs.id)).toBe(false);
  });

  it('offers a teacher only her classes’ children to apply for, and a director only the school’s', async () => {
    const mine = ok(await call(E.children, k.teacher, {}));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.classId !== null && k.range.includes(c.classId))).toBe(true);
    expect(ok(await call(E.classes, k.teacher, {})).map((c) => c.id)).toEqual(expect.arrayContaining([k.range[0]]));
    expect(ok(await call(E.classes, k.teacher, {})).every((c) => k.range.includes(c.id))).toBe(true);
    const theirs = ok(await call(E.children, k.otherDirector, {}));
    expect(theirs.some((c) => k.inClass.includes(c.id) || c.id === k.outside)).toBe(false);
    refused(await call(E.children, k.teacher, { classId: 'x' } as never), 'common-0400', 'classId');
  });

  it('lists by class, child name, kind, status and dates', async () => {
    const { list } = ok(await call(E.list, k.director, { kind: 'sick', status: 'approved', from: '2025-10-01', to: '2025-10-31' }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.kind === 'sick' && r.status === 'approved' && r.startsOn <= '2025-10-31' && r.endsOn >= '2025-10-01')).toBe(
      true,
    );
    const [one] = list;
    const byName = ok(await call(E.list, k.director, { name: one.studentName, classId: one.classId ?? undefined })).list;
    expect(byName.map((r) => r.id)).toContain(one.id);
  });
});

describe('cancelling', () => {
  it('withdraws a pending leave’s request when its applicant cancels it; another person may not', async () => {
    const [day] = k.ahead;
    const applied = ok(await call(E.apply, k.teacher, sick(k.inClass[5], day, day)));
    refused(await call(E.cancel, k.director, { id: applied.id }), 'attendance-0406');
    ok(await call(E.cancel, k.teacher, { id: applied.id }));
    expect(ok(await call(E.detail, k.teacher, { id: applied.id }))).toMatchObject({
      status: 'cancelled',
      requestStatus: 'withdrawn',
      canCancel: false,
    });
    refused(await call(E.cancel, k.teacher, { id: applied.id }), 'attendance-0404');
  });

  it('cancels an approved leave before it ends and marks its days again; an ended one stays', async () => {
    const child = k.inClass[6];
    const [first, second] = k.ahead;
    const applied = ok(await call(E.apply, k.teacher, sick(child, first, second)));
    const { requestId, who } = await k.approver(applied.id);
    ok(await call(I.approve, who, { id: requestId }));
    await k.recomputeMarked(child);
    expect(await k.childDay(child, first)).toMatchObject({ status: 'sick' });
    expect(ok(await call(E.detail, k.director, { id: applied.id })).canCancel).toBe(true);
    ok(await call(E.cancel, k.director, { id: applied.id }));
    expect((await k.recomputeMarked(child)).filter((d) => d >= first && d <= second)).toEqual([first, second]);
    expect(await k.childDay(child, first)).toMatchObject({ status: 'absent', leaveId: null });
    // the approved autumn-2025 leave of the first test has ended
    const ended = ok(await call(E.list, k.teacher, { status: 'approved', to: '2025-10-31' })).list[0];
    refused(await call(E.cancel, k.teacher, { id: ended.id }), 'attendance-0405');
  });
});
