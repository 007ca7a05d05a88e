import crypto from 'node:crypto';
import { type ErrorCode, isPhone } from '@kg/shared';
import type { SmsScene } from '@kg/shared/modules/accounts/verification';
import { chinaDayStart } from '@kg/shared/time/china';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import { smsCodes } from '../../db/schema/index.ts';

export const CODE_TTL_S = 300;
export const MAX_ATTEMPTS = 5;
/** Per phone across all scenes (SMS bombing is per handset), per address over the hour. */
export const SMS_LIMITS = { phoneMinute: 1, phoneHour: 5, phoneDay: 10, ipHour: 30 } as const;

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** The phone rule of overview §5, as a 400 naming the field. */
export function assertPhone(field: string, value: string): void {
  if (!isPhone(value)) throw fieldError(field, '请输入正确的手机号', 'please enter a correct phone number');
}

export const smsCodeText = (code: string) => `【智慧幼儿园】验证码 ${code}，5分钟内有效，请勿泄露。`;

/**
 * Only a keyed hash is stored: six digits are a million guesses, so a plain hash of a
 * leaked row would give the code away; the key lives in app_secrets, not in the row.
 */
function codeHash(ctx: AppContext, phone: string, scene: string, code: string): string {
  const key = crypto.createHmac('sha256', ctx.tokenSecret).update('sms-code').digest();
  return crypto.createHmac('sha256', key).update(`${phone}\n${scene}\n${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

type Runner = Pick<AppContext['db'], 'execute'>;
type Stamp = Date | string | null;

/** Refuses with message-0001 (and the seconds to wait) when any window is full. */
async function assertWithinLimits(db: Runner, phone: string, ip: string, now: Date): Promise<void> {
  const t = now.getTime();
  const minuteAgo = new Date(t - MINUTE);
  const hourAgo = new Date(t - HOUR);
  const dayStart = chinaDayStart(now);
  const r = await db.execute(sql`
    select (select count(*) from sms_codes where phone = ${phone} and created_at > ${minuteAgo})::int as minute,
           (select min(created_at) from sms_codes where phone = ${phone} and created_at > ${minuteAgo}) as minute_first,
           (select count(*) from sms_codes where phone = ${phone} and created_at > ${hourAgo})::int as hour,
           (select min(created_at) from sms_codes where phone = ${phone} and created_at > ${hourAgo}) as hour_first,
           (select count(*) from sms_codes where phone = ${phone} and created_at >= ${dayStart})::int as day,
           (select count(*) from sms_codes where ip = ${ip} and created_at > ${hourAgo})::int as ip,
           (select min(created_at) from sms_codes where ip = ${ip} and created_at > ${hourAgo}) as ip_first`);
  const c = r.rows[0] as { minute: number; minute_first: Stamp; hour: number; hour_first: Stamp; day: number; ip: number; ip_first: Stamp };
  const wait = (first: Stamp, windowMs: number) => Math.max(1, Math.ceil((new Date(first ?? t).getTime() + windowMs - t) / 1000));
  let retryAfter = 0;
  if (c.minute >= SMS_LIMITS.phoneMinute) retryAfter = Math.max(retryAfter, wait(c.minute_first, MINUTE));
  if (c.hour >= SMS_LIMITS.phoneHour) retryAfter = Math.max(retryAfter, wait(c.hour_first, HOUR));
  if (c.day >= SMS_LIMITS.phoneDay) retryAfter = Math.max(retryAfter, Math.ceil((dayStart.getTime() + 24 * HOUR - t) / 1000));
  if (c.ip >= SMS_LIMITS.ipHour) retryAfter = Math.max(retryAfter, wait(c.ip_first, HOUR));
  if (retryAfter > 0) throw new AppError('message-0001', { data: { retryAfter } });
}

/**
 * Issues a code for phone+scene: checks the limits under a per-phone lock (so parallel
 * requests and several instances agree), retires older codes of the scene, stores the hash,
 * then sends. `deliver: false` still counts toward the limits (see the password scene).
 */
export async function issueSmsCode(
  ctx: AppContext,
  o: { phone: string; scene: SmsScene; ip: string; deliver: boolean; text?: (code: string) => string },
): Promise<void> {
  const now = ctx.now();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-code:${o.phone}`}))`);
    await assertWithinLimits(tx, o.phone, o.ip, now);
    // a new code replaces the previous one: only the latest may ever be used
    await tx.execute(sql`update sms_codes set expires_at = ${now}
      where phone = ${o.phone} and scene = ${o.scene} and used_at is null and expires_at > ${now}`);
    await tx.insert(smsCodes).values({
      phone: o.phone,
      scene: o.scene,
      codeHash: codeHash(ctx, o.phone, o.scene, code),
      ip: o.ip,
      expiresAt: new Date(now.getTime() + CODE_TTL_S * 1000),
      createdAt: now,
    });
  });
  if (o.deliver) await ctx.sms.send(o.phone, (o.text ?? smsCodeText)(code), { ip: o.ip });
}

type Outcome = 'ok' | 'wrong' | 'locked';

/** Checks the latest live code of phone+scene; a wrong guess counts, the fifth kills it. */
async function checkCode(ctx: AppContext, phone: string, scene: SmsScene, code: string, consume: boolean): Promise<Outcome> {
  const now = ctx.now();
  const r = await ctx.db.execute(sql`select id, code_hash, attempts from sms_codes
    where phone = ${phone} and scene = ${scene} and used_at is null and expires_at > ${now}
    order by created_at desc, id desc limit 1`);
  const row = r.rows[0] as { id: number; code_hash: string; attempts: number } | undefined;
  if (!row) return 'wrong';
  if (row.attempts >= MAX_ATTEMPTS) return 'locked';
  if (!sameHash(row.code_hash, codeHash(ctx, phone, scene, code))) {
    const u = await ctx.db.execute(sql`update sms_codes set attempts = attempts + 1
      where id = ${row.id} and attempts < ${MAX_ATTEMPTS} returning attempts`);
    const attempts = (u.rows[0] as { attempts: number } | undefined)?.attempts ?? MAX_ATTEMPTS;
    return attempts >= MAX_ATTEMPTS ? 'locked' : 'wrong';
  }
  // conditional update: of two racing uses of one code only one wins
  const u = await ctx.db.execute(
    consume
      ? sql`update sms_codes set used_at = ${now}, verified_at = coalesce(verified_at, ${now})
        where id = ${row.id} and used_at is null and attempts < ${MAX_ATTEMPTS} and expires_at > ${now} returning id`
      : sql`update sms_codes set verified_at = ${now}
        where id = ${row.id} and used_at is null and attempts < ${MAX_ATTEMPTS} and expires_at > ${now} returning id`,
  );
  return u.rows.length > 0 ? 'ok' : 'wrong';
}

function raise(outcome: Outcome, wrong: ErrorCode, field = 'code'): void {
  if (outcome === 'locked') throw new AppError('message-0003', { field });
  if (outcome === 'wrong') throw new AppError(wrong, { field });
}

/** verify-sms-code: marks the code verified; it stays usable once by the action it guards. */
export async function verifySmsCode(ctx: AppContext, phone: string, scene: SmsScene, code: string): Promise<void> {
  raise(await checkCode(ctx, phone, scene, code, false), 'message-0002');
}

/**
 * For endpoints an SMS code guards: accepts the correct code (verified before or not) and
 * uses it up, so it never works again. Wrong → `wrong` (default message-0002), dead → message-0003.
 */
export async function consumeVerifiedOrCode(
  ctx: AppContext,
  phone: string,
  scene: SmsScene,
  code: string,
  opts: { wrong?: ErrorCode; field?: string } = {},
): Promise<void> {
  raise(await checkCode(ctx, phone, scene, code, true), opts.wrong ?? 'message-0002', opts.field);
}

/** Whether the phone signs in to an enabled account. */
export async function phoneHasAccount(ctx: AppContext, phone: string): Promise<boolean> {
  const r = await ctx.db.execute(sql`select 1 from accounts where phone = ${phone} and not disabled`);
  return r.rows.length > 0;
}
