import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { attendanceCards as cards } from '../../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Why a swipe counts for nobody (the ledger's reason; the device's answer says it too). */
export const CARD_REASONS = { unknown: 'unknown-card', lost: 'lost-card', destroyed: 'destroyed-card' } as const;

/**
 * A swipe's card as the ledger stores it: resolved to a child (their own card, or a guardian's card
 * issued for them), to a staff member, or not with the reason. A guardian's card names the
 * guardian too: the swipe is a pickup (or a drop-off) of that child, which the pickup intake
 * judges; the event is the child's unless it refuses it.
 */
export interface CardResolution {
  status: 'resolved' | 'unresolved' | 'refused';
  studentId: number | null;
  staffId: number | null;
  reason: string | null;
  /** Set only for a guardian's active card. */
  guardianId: number | null;
}

const unresolved = (status: 'unresolved' | 'refused', reason: string): CardResolution => ({
  status,
  studentId: null,
  staffId: null,
  reason,
  guardianId: null,
});

/**
 * Resolves a batch's card numbers in one query, inside the intake's transaction: a loss reported
 * and committed before the batch's statement runs is read here (no cache), so the next swipe is
 * refused. A number's card in use or lost wins over the destroyed ones that held it before (a
 * destroyed card's number may be bound again); only destroyed ones: the newest says so.
 */
export async function resolveCards(tx: Tx, schoolId: number, cardNos: readonly string[]): Promise<(cardNo: string) => CardResolution> {
  const wanted = [...new Set(cardNos)];
  const found = wanted.length
    ? await tx
        .selectDistinctOn([cards.cardNo], {
          cardNo: cards.cardNo,
          status: cards.status,
          holderKind: cards.holderKind,
          studentId: cards.studentId,
          staffId: cards.staffId,
          guardianId: cards.guardianId,
        })
        .from(cards)
        .where(and(eq(cards.schoolId, schoolId), inArray(cards.cardNo, wanted)))
        .orderBy(asc(cards.cardNo), asc(sql`${cards.status} = 'destroyed'`), desc(cards.updatedAt), desc(cards.id))
    : [];
  const byNo = new Map(found.map((c) => [c.cardNo, c]));
  return (cardNo) => {
    const card = byNo.get(cardNo);
    if (!card) return unresolved('unresolved', CARD_REASONS.unknown);
    if (card.status === 'lost') return unresolved('refused', CARD_REASONS.lost);
    if (card.status !== 'active') return unresolved('refused', CARD_REASONS.destroyed);
    if (card.holderKind === 'staff') return { status: 'resolved', studentId: null, staffId: card.staffId, reason: null, guardianId: null };
    return { status: 'resolved', studentId: card.studentId, staffId: null, reason: null, guardianId: card.guardianId };
  };
}
