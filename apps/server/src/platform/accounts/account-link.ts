import crypto from 'node:crypto';
import { LINK_SCENE } from '@kg/shared/modules/accounts/verification';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { hashPassword } from '../../core/password.ts';
import { preparedRows } from '../../core/prepared.ts';
import type { Db } from '../../db/pool.ts';
import { accounts } from '../../db/schema/index.ts';
import { type RowOf, selectList } from '../../db/select-list.ts';
import { consumeVerifiedOrCode } from '../sms/index.ts';
import { linkNeedsConsent } from './account-ownership.ts';

type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ACCOUNT_ID = { id: accounts.id };

/** No look-alikes (0/O, 1/l/I): the password is read off a text message and typed in. */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A random initial password: 10 characters with letters and digits (isStrongPassword),
 * drawn from the OS generator. Never a fixed default: each account gets its own.
 */
export function randomPassword(length = 10): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[crypto.randomInt(LETTERS.length)], DIGITS[crypto.randomInt(DIGITS.length)]];
  while (chars.length < length) chars.push(all[crypto.randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export interface LinkedAccount {
  accountId: number;
  /** The initial password of an account created now; null when the account existed. */
  initialPassword: string | null;
}

/** The person's consent to a link: their SMS code (scene 'link'), unless they already belong to one of `institutionIds`. */
export interface LinkConsent {
  ctx: AppContext;
  /** The institution the membership is for and the adder's own. */
  institutionIds: number[];
  code?: string;
  /** The form field of the code, named by the refusal. */
  field: string;
}

/**
 * The account of a phone (the login name): an existing one is linked as it is (its owner's
 * password and name stay), and only with the person's consent (an SMS code from that phone,
 * used up here); otherwise one is created with a random password that must be changed at first
 * sign-in. Racing adds of the same phone end on the same account, consent checked either way.
 */
export async function linkOrCreateAccount(tx: DbTx, phone: string, realName: string, consent: LinkConsent): Promise<LinkedAccount> {
  const find = async () =>
    (
      await preparedRows<RowOf<typeof ACCOUNT_ID>>(
        tx,
        sql`select ${selectList(ACCOUNT_ID)} from ${accounts} where ${accounts.phone} = ${phone}`,
      )
    ).at(0);
  const linked = async (id: number): Promise<LinkedAccount> => {
    if (await linkNeedsConsent(tx, phone, consent.institutionIds)) {
      if (!consent.code) throw new AppError('kid-arch-0033', { field: consent.field });
      await consumeVerifiedOrCode(consent.ctx, phone, LINK_SCENE, consent.code, { field: consent.field });
    }
    return { accountId: id, initialPassword: null };
  };
  const existing = await find();
  if (existing) return linked(existing.id);
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const created = await preparedRows<RowOf<typeof ACCOUNT_ID>>(
    tx,
    sql`insert into ${accounts} (phone, password_hash, real_name, need_update_password)
    values (${phone}, ${passwordHash}, ${realName}, true) on conflict (phone) do nothing returning ${selectList(ACCOUNT_ID)}`,
  );
  const row = created.at(0);
  if (row) return { accountId: row.id, initialPassword: password };
  return linked((await find())!.id);
}

/** Sets a new random password that must be changed at the next sign-in; answers it for the SMS. */
export async function resetAccountPassword(tx: DbTx, accountId: number, now: Date): Promise<string> {
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await tx.execute(sql`update accounts set password_hash = ${passwordHash}, need_update_password = true, password_changed_at = ${now}
    where id = ${accountId}`);
  return password;
}

export const smsText = {
  newAccount: (school: string, phone: string, password: string) =>
    `【智慧幼儿园】您已被添加为“${school}”的教职工，登录账号 ${phone}，初始密码 ${password}，首次登录后请修改密码。`,
  linked: (school: string) => `【智慧幼儿园】您已被添加为“${school}”的教职工，请使用原账号密码登录。`,
  reset: (school: string, password: string) => `【智慧幼儿园】“${school}”管理员已为您重置登录密码，新密码 ${password}，登录后请立即修改。`,
};
