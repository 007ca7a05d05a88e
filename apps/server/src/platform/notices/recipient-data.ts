import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { preparedRows } from '../../core/prepared.ts';
import { anyId } from '../../core/scope.ts';
import type { Db } from '../../db/pool.ts';
import { accounts, guardians, wechatBinds } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
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

// a recipient's account `a` (joined to the inserted notices) and its latest WeChat binding `w`, if any
const a = alias(accounts, 'a');
const w = alias(wechatBinds, 'w');
const DELIVERED = {
  accountId: a.id,
  phone: a.phone,
  openId: sql<string | null>`(select ${w.openId} from ${wechatBinds} w where ${w.accountId} = ${a.id} order by ${w.id} desc limit 1)`,
};
const DELIVERED_LIST = selectList(DELIVERED);
export type Delivered = RowOf<typeof DELIVERED>;

// a guardian without an account `g`, and `h` one of the same children's guardians who has an account
const g = alias(guardians, 'g');
const h = alias(guardians, 'h');
const TEXTED = { name: g.name, phone: g.phone };
const TEXTED_LIST = selectList(TEXTED);

/** Inserts one notice per recipient in one statement; answers who got one (with phone and openid for the outbox). */
export async function insertNotices(db: Pick<Db, 'execute'>, r: Recipients, m: NoticeMessage): Promise<Delivered[]> {
  return preparedRows<Delivered>(
    db,
    sql`with ins as (
      insert into notices (institution_id, account_id, source, title_zh, title_en, body_zh, body_en, link)
      select ${r.schoolId}, x.account_id, ${m.source}, ${m.title.zh}, ${m.title.en}, ${m.body?.zh ?? null}, ${m.body?.en ?? null}, ${m.link ?? null}
      from (${recipientAccounts(r)}) x
      returning account_id)
    select ${DELIVERED_LIST}
    from ins join ${accounts} a on ${a.id} = ins.account_id
    order by ins.account_id`,
  );
}

/**
 * The guardians of these children who have no account, by phone (one text per phone, however many
 * of the children it answers for), less the phones a guardian with an account already gets it on.
 */
export async function guardiansWithoutAccount(
  db: Pick<Db, 'execute'>,
  schoolId: number,
  children: readonly number[],
): Promise<RowOf<typeof TEXTED>[]> {
  return preparedRows<RowOf<typeof TEXTED>>(
    db,
    sql`select distinct on (${g.phone}) ${TEXTED_LIST} from ${guardians} g
    where ${g.schoolId} = ${schoolId} and ${g.studentId} = ${anyId(children)} and ${g.accountId} is null
      and not exists (select 1 from ${guardians} h join ${accounts} a on ${a.id} = ${h.accountId}
        where ${h.schoolId} = ${g.schoolId} and ${h.studentId} = ${anyId(children)} and ${a.phone} = ${g.phone})
    order by ${g.phone}, ${g.id}`,
  );
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
