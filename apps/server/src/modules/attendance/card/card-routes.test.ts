import { cardEndpoints as E } from '@kg/shared/modules/attendance/card';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type LoginResult, malformed, ok, refused, signIn, type TestApp } from '../../../../test/harness.ts';
import { auditEntries, attendanceCards as cards, guardians, students } from '../../../db/schema/index.ts';

let t: TestApp;
let director: LoginResult;
let otherDirector: LoginResult;
let teacher: LoginResult;
let kids: { id: number; classId: number | null }[];
let otherKid: number;

const childrenOf = (schoolId: number, n: number) =>
  t.db
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.status, 1)))
    .orderBy(asc(students.id))
    .limit(n);
/** The holder's card in use (the demo gives every child, direct guardian and staff member one). */
const activeCard = async (where: { studentId?: number; guardianId?: number; staffId?: number }) => {
  const holder = where.staffId
    ? eq(cards.staffId, where.staffId)
    : where.guardianId
      ? eq(cards.guardianId, where.guardianId)
      : and(eq(cards.studentId, where.studentId as number), eq(cards.holderKind, 'child'));
  const [card] = await t.db
    .select({ id: cards.id, cardNo: cards.cardNo })
    .from(cards)
    .where(and(holder, eq(cards.status, 'active')));
  return card;
};
const statusOf = async (id: number) => (await t.db.select({ s: cards.status }).from(cards).where(eq(cards.id, id)))[0].s;
const stored = async () => (await t.db.select({ n: count() }).from(cards))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  [director, otherDirector, teacher] = await Promise.all([
    signIn(t.app, 'director1'),
    signIn(t.app, 'director2'),
    signIn(t.app, 'teacher'),
  ]);
  kids = await childrenOf(director.schoolId, 6);
  [{ id: otherKid }] = await childrenOf(otherDirector.schoolId, 1);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('attendance cards', () => {
  it("lists children with their own and their guardians' cards, filtered by class, name, number and status", async () => {
    const kid = kids[0];
    const own = await activeCard({ studentId: kid.id });
    const found = ok(await call(E.getStudentList, director, { cardNo: own.cardNo }));
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({
      studentId: kid.id,
      classId: kid.classId,
      cards: [{ id: own.id, cardNo: own.cardNo, status: 'active' }],
    });
    // a guardian's card is listed under the guardian, and its number finds the child too
    const withGuardian = found.list[0].guardians.find((g) => g.cards.length > 0);
    expect(withGuardian).toBeDefined();
    const byGuardianCard = ok(await call(E.getStudentList, director, { cardNo: withGuardian?.cards[0].cardNo as string }));
    expect(byGuardianCard.list.map((r) => r.studentId)).toEqual([kid.id]);
    const inClass = ok(await call(E.getStudentList, director, { classId: kid.classId as number, pageSize: 20 }));
    expect(inClass.list.length).toBeGreaterThan(0);
    expect(inClass.list.every((r) => r.classId === kid.classId)).toBe(true);
    const lost = ok(await call(E.getStudentList, director, { status: 'lost', pageSize: 20 }));
    expect(lost.list.every((r) => [...r.cards, ...r.guardians.flatMap((g) => g.cards)].some((c) => c.status === 'lost'))).toBe(true);
    const staff = ok(await call(E.getTeacherList, director, { pageSize: 20 }));
    expect(staff.total).toBeGreaterThan(0);
    expect(staff.list.some((r) => r.staffId === director.teacherId && r.cards.length > 0)).toBe(true);
  });

  it('reports a card lost, binds the child a new one, refuses to recover the old, frees the number only once destroyed', async () => {
    const [a, b] = kids;
    const old = await activeCard({ studentId: a.id });
    refused(
      await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'SECOND001', studentId: a.id }),
      'attendance-0802',
      'studentId',
    );
    ok(await call(E.doLoss, director, { id: old.id }));
    expect(await statusOf(old.id)).toBe('lost');
    refused(await call(E.doLoss, director, { id: old.id }), 'attendance-0804', 'id');
    const { id: second } = ok(await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'SECOND001', studentId: a.id }));
    refused(await call(E.doRecover, director, { id: old.id }), 'attendance-0802', 'id');
    // a lost card keeps its number from anyone else, as does a card in use
    const theirs = await activeCard({ studentId: b.id });
    ok(await call(E.doDestory, director, { id: theirs.id }));
    refused(
      await call(E.doBindingCard, director, { holderKind: 'child', cardNo: old.cardNo, studentId: b.id }),
      'attendance-0801',
      'cardNo',
    );
    refused(
      await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'SECOND001', studentId: b.id }),
      'attendance-0801',
      'cardNo',
    );
    ok(await call(E.doDestory, director, { id: old.id }));
    refused(await call(E.doRecover, director, { id: old.id }), 'attendance-0805', 'id');
    refused(await call(E.doLoss, director, { id: old.id }), 'attendance-0805', 'id');
    const { id: rebound } = ok(await call(E.doBindingCard, director, { holderKind: 'child', cardNo: old.cardNo, studentId: b.id }));
    const [row] = ok(await call(E.getStudentList, director, { cardNo: 'SECOND001' })).list;
    expect(row.cards.map((c) => [c.id, c.status])).toEqual([
      [second, 'active'],
      [old.id, 'destroyed'],
    ]);
    expect((await activeCard({ studentId: b.id })).id).toBe(rebound);
    // each call's write is in the audit trail, named by its endpoint
    const audited = await t.db
      .select({ endpoint: auditEntries.endpoint })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.tableName, 'attendance_cards'), eq(auditEntries.recordId, String(old.id)), isNotNull(auditEntries.endpoint)),
      )
      .orderBy(asc(auditEntries.id));
    expect(audited.map((r) => r.endpoint)).toEqual([E.doLoss.path, E.doDestory.path]);
  });

  it('binds one number twice at once to one holder only, the other refused naming the number', async () => {
    const [a, b] = kids.slice(4);
    for (const kid of [a, b]) ok(await call(E.doDestory, director, { id: (await activeCard({ studentId: kid.id })).id }));
    const answers = await Promise.all(
      [a, b].map((kid) => call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'RACE0001', studentId: kid.id })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    refused(answers.find((r) => r.status !== 200) as (typeof answers)[number], 'attendance-0801', 'cardNo');
    const held = await t.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.cardNo, 'RACE0001'), eq(cards.status, 'active')));
    expect(held).toHaveLength(1);
  });

  it('recovers a lost card while its holder has no other', async () => {
    const card = await activeCard({ studentId: kids[2].id });
    ok(await call(E.doLoss, director, { id: card.id }));
    ok(await call(E.doRecover, director, { id: card.id }));
    expect(await statusOf(card.id)).toBe('active');
    refused(await call(E.doRecover, director, { id: card.id }), 'attendance-0806', 'id');
  });

  it("binds a guardian's card for their own child only, and a staff member's card", async () => {
    const kid = kids[3];
    const [g] = await t.db
      .select({ id: guardians.id })
      .from(guardians)
      .where(and(eq(guardians.schoolId, director.schoolId), eq(guardians.studentId, kid.id)))
      .orderBy(asc(guardians.id));
    const current = await activeCard({ guardianId: g.id });
    if (current) ok(await call(E.doDestory, director, { id: current.id }));
    refused(
      await call(E.doBindingCard, director, { holderKind: 'guardian', cardNo: 'GUARD0001', studentId: kids[0].id, guardianId: g.id }),
      'attendance-0803',
      'guardianId',
    );
    const { id } = ok(
      await call(E.doBindingCard, director, { holderKind: 'guardian', cardNo: 'GUARD0001', studentId: kid.id, guardianId: g.id }),
    );
    const [row] = ok(await call(E.getStudentList, director, { cardNo: 'GUARD0001' })).list;
    expect(row.guardians.find((x) => x.guardianId === g.id)?.cards[0]).toMatchObject({ id, status: 'active' });

    const [staffCard] = await t.db
      .select({ id: cards.id, staffId: cards.staffId })
      .from(cards)
      .where(and(eq(cards.schoolId, director.schoolId), eq(cards.holderKind, 'staff'), eq(cards.status, 'active')))
      .limit(1);
    const member = staffCard.staffId as number;
    ok(await call(E.doLoss, director, { id: staffCard.id }));
    const { id: staffId } = ok(await call(E.doBindingCard, director, { holderKind: 'staff', cardNo: 'STAFF0001', staffId: member }));
    const [staffRow] = ok(await call(E.getTeacherList, director, { cardNo: 'STAFF0001' })).list;
    expect(staffRow).toMatchObject({
      staffId: member,
      cards: [
        { id: staffId, status: 'active' },
        { id: staffCard.id, status: 'lost' },
      ],
    });
  });

  it("refuses another school's cards and people, naming the field, and finds none of ours", async () => {
    const ours = await activeCard({ studentId: kids[1].id });
    const before = await stored();
    for (const e of [E.doLoss, E.doDestory, E.doRecover]) refused(await call(e, otherDirector, { id: ours.id }), 'common-0405');
    refused(
      await call(E.doBindingCard, otherDirector, { holderKind: 'child', cardNo: 'THEIRS001', studentId: kids[1].id }),
      'common-0405',
      'studentId',
    );
    refused(
      await call(E.doBindingCard, otherDirector, { holderKind: 'staff', cardNo: 'THEIRS001', staffId: director.teacherId }),
      'common-0405',
      'staffId',
    );
    const [g] = await t.db.select({ id: guardians.id }).from(guardians).where(eq(guardians.studentId, kids[1].id));
    refused(
      await call(E.doBindingCard, otherDirector, { holderKind: 'guardian', cardNo: 'THEIRS001', studentId: otherKid, guardianId: g.id }),
      'common-0405',
      'guardianId',
    );
    expect(ok(await call(E.getStudentList, otherDirector, { cardNo: ours.cardNo })).list).toEqual([]);
    expect(await statusOf(ours.id)).toBe('active');
    expect(await stored()).toBe(before);
  });

  it('refuses a teacher, and bad input naming the field, writing nothing', async () => {
    const before = await stored();
    refused(await call(E.getStudentList, teacher, {}), 'common-0403');
    refused(await call(E.getTeacherList, teacher, {}), 'common-0403');
    refused(await call(E.doBindingCard, teacher, { holderKind: 'child', cardNo: 'TEACH0001', studentId: kids[0].id }), 'common-0403');
    refused(await call(E.doLoss, teacher, { id: (await activeCard({ studentId: kids[1].id })).id }), 'common-0403');
    refused(await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'ab', studentId: kids[0].id }), 'common-0400', 'cardNo');
    refused(
      await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'has space', studentId: kids[0].id }),
      'common-0400',
      'cardNo',
    );
    refused(await call(E.doBindingCard, director, malformed({ holderKind: 'pet', cardNo: 'PET00001' })), 'common-0400', 'holderKind');
    refused(await call(E.doBindingCard, director, { holderKind: 'child', cardNo: 'NOKID001' }), 'common-0400', 'studentId');
    refused(
      await call(E.doBindingCard, director, { holderKind: 'guardian', cardNo: 'NOGUA001', studentId: kids[0].id }),
      'common-0400',
      'guardianId',
    );
    refused(await call(E.doBindingCard, director, { holderKind: 'staff', cardNo: 'NOSTA001' }), 'common-0400', 'staffId');
    refused(await call(E.doLoss, director, malformed({ id: 'x' })), 'common-0400', 'id');
    refused(await call(E.getStudentList, director, malformed({ status: 'gone' })), 'common-0400', 'status');
    expect(await stored()).toBe(before);
  });
});
