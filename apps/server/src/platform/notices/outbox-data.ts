import { maskName, maskPhone } from '@kg/shared';
import type { PageOf } from '@kg/shared/contract/outputs';
import type { outboxListQuery, outboxRow } from '@kg/shared/modules/platform/notices';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { pagedQuery } from '../../core/list.ts';
import type { Db } from '../../db/pool.ts';

type Row = z.output<typeof outboxRow>;
type Stored = Row & { guardian: string | null };

/**
 * The school's outbox, newest first; phones leave the server masked like in every list, and so
 * does the name of a guardian texted without an account (a child's family, not the school's staff).
 */
export async function listOutbox(db: Db, schoolId: number, q: z.output<typeof outboxListQuery>): Promise<PageOf<Row>> {
  const parts: SQL[] = [sql`o.institution_id = ${schoolId}`];
  if (q.channel) parts.push(sql`o.channel = ${q.channel}`);
  if (q.state) parts.push(sql`o.state = ${q.state}`);
  const where = sql.join(parts, sql` and `);
  const page = await pagedQuery<Stored>(db, {
    select: sql`select o.id, o.channel, coalesce(m.real_name, a.real_name, '') as recipient, o.recipient_name as guardian, o.target, o.source, o.content,
        o.provider, o.state, o.error, o.created_at as "createdAt", count(*) over () as total
      from notice_outbox o
      left join accounts a on a.id = o.account_id
      left join members m on m.institution_id = o.institution_id and m.account_id = o.account_id
      where ${where} order by o.created_at desc, o.id desc`,
    count: sql`select count(*) as n from notice_outbox o where ${where}`,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  });
  const list = page.list.map(({ guardian, ...r }) => ({
    ...r,
    recipient: guardian ? maskName(guardian) : r.recipient,
    target: r.channel === 'sms' && r.target ? maskPhone(r.target) : r.target,
  }));
  return { ...page, list };
}
