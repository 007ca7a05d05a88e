import type { CardBindInput, CardStatus } from '@kg/shared/modules/attendance/card';
import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../../core/crud.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/pool.ts';
import { attendanceCards as cards, guardians, members, students } from '../../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type HolderField = 'studentId' | 'guardianId' | 'staffId';

const numberTaken = () => new AppError('attendance-0801', { field: 'cardNo' });
const holderHasCard = (field: HolderField | 'id') => new AppError('attendance-0802', { field });
const holderField = (p: Pick<CardBindInput, 'holderKind'>): HolderField =>
  p.holderKind === 'child' ? 'studentId' : p.holderKind === 'guardian' ? 'guardianId' : 'staffId';

/** The unique index a write ran into (drizzle keeps the driver's error as its cause). */
function constraintOf(e: unknown): string | undefined {
  for (let x = e as { constraint?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) if (x.constraint) return x.constraint;
  return undefined;
}

/** The checks answer people; the unique indexes answer races, and both name the same field. */
async function raced<T>(run: () => Promise<T>, field: HolderField | 'id'): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw constraintOf(e) === 'attendance_cards_no' ? numberTaken() : holderHasCard(field);
  }
}

/** The holder is this school's: a child in school, a guardian of that child, a staff member in post. */
async function checkHolder(tx: Tx, schoolId: number, p: CardBindInput): Promise<void> {
  if (p.holderKind === 'staff') {
    const [staff] = await tx
      .select({ status: members.status })
      .from(members)
      .where(and(eq(members.institutionId, schoolId), eq(members.id, p.staffId as number)));
    if (staff?.status !== 1) throw new AppError('common-0405', { field: 'staffId' });
    return;
  }
  const [child] = await tx
    .select({ status: students.status })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.id, p.studentId as number)));
  if (child?.status !== 1) throw new AppError('common-0405', { field: 'studentId' });
  if (p.holderKind !== 'guardian') return;
  const [guardian] = await tx
    .select({ studentId: guardians.studentId })
    .from(guardians)
    .where(and(eq(guardians.schoolId, schoolId), eq(guardians.id, p.guardianId as number)));
  if (!guardian) throw new AppError('common-0405', { field: 'guardianId' });
  if (guardian.studentId !== p.studentId) throw new AppError('attendance-0803', { field: 'guardianId' });
}

/** The holder's card in use, if any. */
function activeCardOf(
  tx: Tx,
  schoolId: number,
  h: { holderKind: string; studentId: number | null; guardianId: number | null; staffId: number | null },
) {
  const holder =
    h.holderKind === 'child'
      ? eq(cards.studentId, h.studentId as number)
      : h.holderKind === 'guardian'
        ? eq(cards.guardianId, h.guardianId as number)
        : eq(cards.staffId, h.staffId as number);
  return tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.schoolId, schoolId), eq(cards.holderKind, h.holderKind), holder, eq(cards.status, 'active')));
}

/** Binds a number to a holder: refused while the number is active or lost here, or the holder has a card in use. */
export async function bindCard(db: Db, schoolId: number, p: CardBindInput): Promise<number> {
  const holder = {
    holderKind: p.holderKind,
    studentId: p.holderKind === 'staff' ? null : (p.studentId ?? null),
    guardianId: p.holderKind === 'guardian' ? (p.guardianId ?? null) : null,
    staffId: p.holderKind === 'staff' ? (p.staffId ?? null) : null,
  };
  return db.transaction(async (tx) => {
    await checkHolder(tx, schoolId, p);
    const taken = await tx
      .select({ id: cards.id })
      .from(cards)
      .where(and(eq(cards.schoolId, schoolId), eq(cards.cardNo, p.cardNo), ne(cards.status, 'destroyed')));
    if (taken.length) throw numberTaken();
    if ((await activeCardOf(tx, schoolId, holder)).length) throw holderHasCard(holderField(p));
    const [row] = await raced(
      () =>
        tx
          .insert(cards)
          .values({ schoolId, cardNo: p.cardNo, ...holder })
          .returning({ id: cards.id }),
      holderField(p),
    );
    return row.id;
  });
}

/** Moves a card of the school from one status to another; `allowed` says which it may leave, else `refusal`. */
async function moveCard(db: Db, schoolId: number, id: number, to: CardStatus, allowed: readonly CardStatus[], refusal: AppError) {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.schoolId, schoolId), eq(cards.id, id)))
      .for('update');
    if (!card) throw notFound();
    if (!allowed.includes(card.status as CardStatus))
      throw card.status === 'destroyed' ? new AppError('attendance-0805', { field: 'id' }) : refusal;
    // back into use only while the holder has no other card in use (a lost card's number stays its own)
    if (to === 'active' && (await activeCardOf(tx, schoolId, card)).length) throw holderHasCard('id');
    await raced(
      () =>
        tx
          .update(cards)
          .set({ status: to, updatedAt: new Date() })
          .where(and(eq(cards.schoolId, schoolId), eq(cards.id, id))),
      'id',
    );
    return { id };
  });
}

/** Reported lost: the intake reads the status in its own transaction, so the next swipe is refused. */
export const reportLost = (db: Db, schoolId: number, id: number) =>
  moveCard(db, schoolId, id, 'lost', ['active'], new AppError('attendance-0804', { field: 'id' }));

/** Destroyed, from in use or lost: the number is free to bind again; the row stays as history. */
export const destroyCard = (db: Db, schoolId: number, id: number) =>
  moveCard(db, schoolId, id, 'destroyed', ['active', 'lost'], new AppError('attendance-0805', { field: 'id' }));

/** A lost card found again: back into use unless its holder has been given another card since. */
export const recoverCard = (db: Db, schoolId: number, id: number) =>
  moveCard(db, schoolId, id, 'active', ['lost'], new AppError('attendance-0806', { field: 'id' }));
