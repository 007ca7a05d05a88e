import { verificationEndpoints as E } from '@kg/shared/modules/accounts/verification';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { anonymous, call, type LoginResult, ok, signedTo, type Who } from '../../../../test/harness.ts';
import type { Db } from '../../../db/pool.ts';

/** Test helpers: codes are read where a developer reads them, the recording provider's log. */

export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  const r = await db.execute(sql`select content from sms_messages where phone = ${phone} order by id desc limit 1`);
  const content = (r.rows[0] as { content: string } | undefined)?.content ?? '';
  const m = /验证码 (\d{6})/.exec(content);
  if (!m) throw new Error(`no SMS code recorded for ${phone}`);
  return m[1];
}

type Scene = NonNullable<Parameters<typeof call<typeof E.sendCode>>[2]>['scene'];

/** Sends a code from its own address, so tests do not share the per-address limit. */
export async function sendSmsCode(app: FastifyInstance, phone: string, scene: Scene, ip = '10.0.0.1') {
  return call(E.sendCode, anonymous(app), { phone, scene }, { headers: { 'x-forwarded-for': ip } });
}

/** Sends a code and returns it as the phone received it. */
export async function receiveSmsCode(app: FastifyInstance, db: Db, phone: string, scene: Scene, ip?: string): Promise<string> {
  ok(await sendSmsCode(app, phone, scene, ip));
  return lastSmsCode(db, phone);
}

export async function count(db: Db, table: 'sms_codes' | 'sms_messages' | 'phone_changes', where = sql`true`): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return (r.rows[0] as { n: number }).n;
}

/**
 * An adder asks for the person's consent code (send-link-code) and reads it as the person would.
 * The adder is a harness session, or its bare token (a session built by a module's own kit).
 */
export async function receiveLinkCode(app: FastifyInstance, db: Db, adder: Who | string, phone: string, ip = '10.0.0.2'): Promise<string> {
  const who = typeof adder === 'string' ? signedTo(app, { token: adder } as LoginResult) : adder;
  ok(await call(E.sendLinkCode, who, { phone }, { headers: { 'x-forwarded-for': ip } }));
  return lastSmsCode(db, phone);
}
