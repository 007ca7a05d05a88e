import type { PageOf } from '@kg/shared/contract/outputs';
import type { NoticeRow, noticeListQuery } from '@kg/shared/modules/platform/notices';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { containsPattern, pagedQuery } from '../../core/list.ts';
import { preparedRows } from '../../core/prepared.ts';
import { anyId } from '../../core/scope.ts';
import { chinaDayStartSql as dayStart } from '../../db/china-sql.ts';
import type { Db } from '../../db/pool.ts';
import { notices } from '../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../db/select-list.ts';

/** Whose messages: one account in the institution it is signed into. Every query starts from it. */
export interface Reader {
  institutionId: number;
  accountId: number;
}

const n = alias(notices, 'n');
// the bell and the list are read on every page: their columns, FROM and order are rendered to text
// once (renderedOnce) and only the values are joined per call
const N = {
  id: renderedOnce(n.id),
  institutionId: renderedOnce(n.institutionId),
  accountId: renderedOnce(n.accountId),
  source: renderedOnce(n.source),
  readAt: renderedOnce(n.readAt),
  createdAt: renderedOnce(n.createdAt),
  titleZh: renderedOnce(n.titleZh),
  titleEn: renderedOnce(n.titleEn),
  bodyZh: renderedOnce(n.bodyZh),
  bodyEn: renderedOnce(n.bodyEn),
};
const FROM_NOTICES = renderedOnce(sql`from ${notices} n`);
const NEWEST_FIRST = renderedOnce(sql`order by ${n.createdAt} desc, ${n.id} desc`);
const own = (r: Reader) => sql`${N.institutionId} = ${r.institutionId} and ${N.accountId} = ${r.accountId}`;
/** The same rows for the builder's writes, which name the table itself. */
const ownRows = (r: Reader) => and(eq(notices.institutionId, r.institutionId), eq(notices.accountId, r.accountId));
/** Days are China days: a filter 'to 2026-05-01' keeps what was created before that day ended there. */

type ListQuery = z.output<typeof noticeListQuery>;

const fields = (lang: 'zh' | 'en') => ({
  id: n.id,
  source: n.source,
  title: lang === 'en' ? n.titleEn : n.titleZh,
  body: lang === 'en' ? n.bodyEn : n.bodyZh,
  link: n.link,
  read: sql<boolean>`(${n.readAt} is not null)`,
  createdAt: n.createdAt,
});
// listNotices answers these rows as the shared NoticeRow: a renamed or retyped column fails there
type Row = RowOf<ReturnType<typeof fields>>;
const ZH_LIST = renderedOnce(selectList(fields('zh')));
const EN_LIST = renderedOnce(selectList(fields('en')));
const UNREAD = { n: sql<number>`count(*)::int` };
const UNREAD_LIST = renderedOnce(selectList(UNREAD));

function filters(r: Reader, q: ListQuery, lang: 'zh' | 'en'): SQL {
  const parts: SQL[] = [own(r)];
  if (q.state === 'unread') parts.push(sql`${N.readAt} is null`);
  if (q.state === 'read') parts.push(sql`${N.readAt} is not null`);
  if (q.source) parts.push(sql`${N.source} = ${q.source}`);
  if (q.from) parts.push(sql`${N.createdAt} >= ${dayStart(q.from)}`);
  if (q.to) parts.push(sql`${N.createdAt} < ${dayStart(q.to)} + interval '1 day'`);
  if (q.text) {
    const p = containsPattern(q.text);
    parts.push(
      lang === 'en' ? sql`(${N.titleEn} ilike ${p} or ${N.bodyEn} ilike ${p})` : sql`(${N.titleZh} ilike ${p} or ${N.bodyZh} ilike ${p})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The reader's messages, newest first, in the reader's language. */
export function listNotices(db: Db, r: Reader, q: ListQuery, lang: 'zh' | 'en'): Promise<PageOf<NoticeRow>> {
  const where = filters(r, q, lang);
  const list = lang === 'en' ? EN_LIST : ZH_LIST;
  return pagedQuery<Row>(db, {
    select: sql`select ${list}, count(*) over () as total ${FROM_NOTICES} where ${where} ${NEWEST_FIRST}`,
    count: sql`select count(*) as n ${FROM_NOTICES} where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
}

/** The bell's number: read from the partial index of unread rows alone. */
export async function unreadCount(db: Db, r: Reader): Promise<number> {
  const [row] = await preparedRows<RowOf<typeof UNREAD>>(
    db,
    sql`select ${UNREAD_LIST} ${FROM_NOTICES} where ${own(r)} and ${N.readAt} is null`,
  );
  return row.n;
}

export async function noticeSources(db: Db, r: Reader): Promise<string[]> {
  const rows = await db.selectDistinct({ source: n.source }).from(n).where(own(r)).orderBy(asc(n.source));
  return rows.map((x) => x.source);
}

/**
 * Marks the reader's messages read. All ids must be the reader's: one that is not (another
 * account's, another institution's, or none) refuses the call and changes nothing, without
 * saying which, so nobody learns what exists.
 */
export async function markRead(db: Db, r: Reader, ids: readonly number[], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: n.id })
      .from(n)
      .where(sql`${own(r)} and ${N.id} = ${anyId(ids)}`)
      .for('update');
    if (mine.length !== ids.length) throw new AppError('notice-0001');
    const res = await tx
      .update(notices)
      .set({ readAt: now })
      .where(and(ownRows(r), sql`${notices.id} = ${anyId(ids)}`, isNull(notices.readAt)));
    return res.rowCount ?? 0;
  });
}

export async function markAllRead(db: Db, r: Reader, now: Date): Promise<number> {
  const res = await db
    .update(notices)
    .set({ readAt: now })
    .where(and(ownRows(r), isNull(notices.readAt)));
  return res.rowCount ?? 0;
}
