import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { auditEntries, auditHeads } from '../../db/schema/index.ts';
import { joined, type RowOf, selectList } from '../../db/select-list.ts';

type Reason = 'hash' | 'link' | 'gap' | 'tail';

export interface ChainCheck {
  ok: boolean;
  checked: number;
  ms: number;
  broken: { id: number | null; seq: number; at: Date | null; reason: Reason } | null;
}

// the walk's rows `c` keep the entries' column names; the last entry `l` and the head `h` may be missing
const c = alias(auditEntries, 'c');
const l = alias(auditEntries, 'l');
const h = alias(auditHeads, 'h');
const BREAK = {
  id: c.id,
  seq: c.seq,
  at: c.at,
  reason: sql<Reason>`case when digest <> ${c.hash} then 'hash' when ${c.prevHash} <> coalesce(before_hash, '') then 'link' else 'gap' end`,
};
const BREAK_LIST = selectList(BREAK);
const tail = (institutionId: number) => ({
  n: sql<number>`(select count(*)::int from audit_entries where institution_id = ${institutionId})`,
  lastSeq: joined(l.seq),
  lastHash: joined(l.hash),
  headSeq: joined(h.seq),
  headHash: joined(h.hash),
});

/**
 * Walks one institution's chain in the database (the digest is the same SQL function the
 * triggers link with): each entry's hash must match its content, its prev_hash the entry
 * before, its seq follow without a gap; the head must point at the last entry, so removed last
 * entries are caught too. Names the first entry where the chain breaks.
 */
export async function verifyChain(db: Db, institutionId: number): Promise<ChainCheck> {
  const started = performance.now();
  const [first] = await preparedRows<RowOf<typeof BREAK>>(
    db,
    sql`
    select ${BREAK_LIST}
    from (
      select id, seq, at, hash, prev_hash, kg_audit_digest(prev_hash, a) as digest,
        lag(hash) over w as before_hash, lag(seq) over w as before_seq
      from audit_entries a where institution_id = ${institutionId} window w as (order by seq)
    ) c
    where digest <> hash or prev_hash <> coalesce(before_hash, '') or seq <> coalesce(before_seq, 0) + 1
    order by seq limit 1`,
  );
  const [{ n, lastSeq, lastHash, headSeq, headHash }] = await preparedRows<RowOf<ReturnType<typeof tail>>>(
    db,
    sql`
    select ${selectList(tail(institutionId))}
    from (select 1) one
    left join lateral (select seq, hash from audit_entries where institution_id = ${institutionId} order by seq desc limit 1) l on true
    left join audit_heads h on h.institution_id = ${institutionId}`,
  );
  let broken: ChainCheck['broken'] = first ?? null;
  if (!broken && ((headSeq ?? 0) !== (lastSeq ?? 0) || (headHash ?? '') !== (lastHash ?? ''))) {
    broken = { id: null, seq: (lastSeq ?? 0) + 1, at: null, reason: 'tail' };
  }
  return { ok: broken === null, checked: n, ms: Math.round(performance.now() - started), broken };
}
