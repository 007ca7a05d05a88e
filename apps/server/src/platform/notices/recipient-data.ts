import { type SQL, sql } from 'drizzle-orm';
import { anyId } from '../../core/scope.ts';
import type { Db } from '../../db/pool.ts';
import type { NoticeMessage, Recipients } from './notice-types.ts';

/**
 * The accounts a Recipients value names, as a SELECT of `account_id`: always active members of
 * that one school, so an account, role or class of another school resolves to nobody.
 */
function recipientAccounts(r: Recipients): SQL {
  const member = sql`m.institution_id = ${r.schoolId} and m.status = 1`;
  if ('accounts' in r) return sql`select m.account_id from members m where ${member} and m.account_id = ${anyId(r.accounts)}`;
  if ('roles' in r) {
    // a built-in role by its key (director, teacher, ...), a role the school made by its name
    const roles = sql`${sql.param([...r.roles])}::text[]`;
    return sql`select distinct m.account_id from members m
      join member_roles mr on mr.institution_id = m.institution_id and mr.member_id = m.id
      join roles ro on ro.institution_id = mr.institution_id and ro.id = mr.role_id
      where ${member} and (ro.builtin = any(${roles}) or ro.name = any(${roles}))`;
  }
  // guardians are no members: their accounts come from the school's own guardian records
  if ('guardiansOf' in r) {
    return sql`select distinct g.account_id from guardians g
      where g.school_id = ${r.schoolId} and g.student_id = ${anyId(r.guardiansOf)} and g.account_id is not null`;
  }
  // a class's teachers: staff with the class in their chosen range (as the class detail lists them)
  return sql`select distinct m.account_id from members m
    join member_class_ranges cr on cr.school_id = m.institution_id and cr.member_id = m.id
    where ${member} and cr.class_id = ${anyId(r.classes)}`;
}

export type Delivered = {
  accountId: number;
  phone: string;
  openId: string | null;
};

/** Inserts one notice per recipient in one statement; answers who got one (with phone and openid for the outbox). */
export async function insertNotices(db: Pick<Db, 'execute'>, r: Recipients, m: NoticeMessage): Promise<Delivered[]> {
  const res = await db.execute<Delivered>(sql`with ins as (
      insert into notices (institution_id, account_id, source, title_zh, title_en, body_zh, body_en, link)
      select ${r.schoolId}, x.account_id, ${m.source}, ${m.title.zh}, ${m.title.en}, ${m.body?.zh ?? null}, ${m.body?.en ?? null}, ${m.link ?? null}
      from (${recipientAccounts(r)}) x
      returning account_id)
    select ins.account_id as "accountId", a.phone,
      (select w.open_id from wechat_binds w where w.account_id = a.id order by w.id desc limit 1) as "openId"
    from ins join accounts a on a.id = ins.account_id
    order by ins.account_id`);
  return res.rows;
}

/**
 * The guardians of these children who have no account, by phone (one text per phone, however many
 * of the children it answers for), less the phones a guardian with an account already gets it on.
 */
export async function guardiansWithoutAccount(
  db: Pick<Db, 'execute'>,
  schoolId: number,
  children: readonly number[],
): Promise<{ name: string; phone: string }[]> {
  const res = await db.execute<{ name: string; phone: string }>(sql`select distinct on (g.phone) g.name, g.phone from guardians g
    where g.school_id = ${schoolId} and g.student_id = ${anyId(children)} and g.account_id is null
      and not exists (select 1 from guardians h join accounts a on a.id = h.account_id
        where h.school_id = g.school_id and h.student_id = ${anyId(children)} and a.phone = g.phone)
    order by g.phone, g.id`);
  return res.rows;
}

export interface OutboxRow {
  /** Null for a guardian without an account (recipientName names them). */
  accountId: number | null;
  recipientName?: string;
  channel: 'sms' | 'wechat';
  target: string | null;
  content: string;
  provider: string;
  state: 'recorded' | 'sent' | 'failed' | 'skipped';
  error: string | null;
}

/** Every outbox row of one notify call in one statement. */
export async function insertOutbox(db: Pick<Db, 'execute'>, schoolId: number, source: string, rows: readonly OutboxRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into notice_outbox (institution_id, account_id, recipient_name, channel, target, source, content, provider, state, error)
    select ${schoolId}, x.account_id, x.recipient_name, x.channel, x.target, ${source}, x.content, x.provider, x.state, x.error
    from jsonb_to_recordset(${JSON.stringify(rows.map(toRecord))}::jsonb)
      as x(account_id bigint, recipient_name text, channel text, target text, content text, provider text, state text, error text)`);
}

const toRecord = (o: OutboxRow) => ({
  account_id: o.accountId,
  recipient_name: o.recipientName ?? null,
  channel: o.channel,
  target: o.target,
  content: o.content,
  provider: o.provider,
  state: o.state,
  error: o.error,
});
