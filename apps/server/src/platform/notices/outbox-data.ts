import { maskName, maskPhone } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import type { outboxListQuery, outboxRow } from '@kg/shared/modules/platform/notices';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';
import { accounts, members, noticeOutbox } from '../../db/schema/index.ts';
import { type RowOf, renderedOnce, selectList } from '../../db/select-list.ts';

type Row = z.output<typeof outboxRow>;

// the outbox row `o`, its recipient's account `a` and membership `m` in the school (either may be missing)
const o = alias(noticeOutbox, 'o');
const a = alias(accounts, 'a');
const m = alias(members, 'm');
const STORED = {
  id: o.id,
  // the notify call writes only these channels and states
  channel: sql<Row['channel']>`${o.channel}`,
  recipient: sql<string>`coalesce(${m.realName}, ${a.realName}, '')`,
  guardian: o.recipientName,
  target: o.target,
  source: o.source,
  content: o.content,
  provider: o.provider,
  state: sql<Row['state']>`${o.state}`,
  error: o.error,
  createdAt: o.createdAt,
};
// the schema's row, its guardian taken out, must stay the declared outbox row
const asDeclared = ({ guardian: _g, ...row }: RowOf<typeof STORED>): Row => row;
const LIST = renderedOnce(selectList(STORED));
const FROM = renderedOnce(sql`from ${noticeOutbox} o
      left join ${accounts} a on ${a.id} = ${o.accountId}
      left join ${members} m on ${m.institutionId} = ${o.institutionId} and ${m.accountId} = ${o.accountId}`);
const NEWEST_FIRST = renderedOnce(sql`order by ${o.createdAt} desc, ${o.id} desc`);

/**
 * The school's outbox, newest first; phones leave the server masked like in every list, and so
 * does the name of a guardian texted without an account (a child's family, not the school's staff).
 */
export async function listOutbox(db: Db, schoolId: number, q: z.output<typeof outboxListQuery>): Promise<PageOf<Row>> {
  const parts: SQL[] = [sql`${o.institutionId} = ${schoolId}`];
  if (q.channel) parts.push(sql`${o.channel} = ${q.channel}`);
  if (q.state) parts.push(sql`${o.state} = ${q.state}`);
  const where = sql.join(parts, sql` and `);
  const page = await pagedQuery<RowOf<typeof STORED>>(db, {
    select: sql`select ${LIST}, count(*) over () as total ${FROM} where ${where} ${NEWEST_FIRST}`,
    count: sql`select count(*) as n from ${noticeOutbox} o where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  const list = page.list.map((stored) => {
    const r = asDeclared(stored);
    return {
      ...r,
      recipient: stored.guardian ? maskName(stored.guardian) : r.recipient,
      target: r.channel === 'sms' && r.target ? maskPhone(r.target) : r.target,
    };
  });
  return { ...page, list };
}
