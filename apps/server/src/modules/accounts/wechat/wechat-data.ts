import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/pool.ts';
import { wechatBinds } from '../../../db/schema/index.ts';
import type { WechatIdentity } from './wechat-provider.ts';

/** bind_type 1: WeChat open platform (web QR login). */
const OPEN_PLATFORM = 1;

/** What the account's owner sees of a bind: never the openId. */
const bindView = {
  id: wechatBinds.id,
  bindType: wechatBinds.bindType,
  nickname: wechatBinds.nickname,
  avatarUrl: wechatBinds.avatarUrl,
  createdAt: wechatBinds.createdAt,
};

/** The account a WeChat identity is bound to, if any. */
export async function boundAccountId(db: Db, openId: string): Promise<number | undefined> {
  const [bind] = await db
    .select({ accountId: wechatBinds.accountId })
    .from(wechatBinds)
    .where(and(eq(wechatBinds.bindType, OPEN_PLATFORM), eq(wechatBinds.openId, openId)));
  return bind?.accountId;
}

/**
 * Binds the identity to the account and answers the bind, or undefined when another account
 * holds it. The unique (bind_type, open_id) index settles races: whoever inserted first owns
 * it; binding again to the same account only refreshes the profile.
 */
export async function bindWechat(db: Db, accountId: number, identity: WechatIdentity) {
  await db
    .insert(wechatBinds)
    .values({
      accountId,
      bindType: OPEN_PLATFORM,
      openId: identity.openId,
      unionId: identity.unionId ?? null,
      nickname: identity.nickname ?? null,
      avatarUrl: identity.avatarUrl ?? null,
    })
    .onConflictDoUpdate({
      target: [wechatBinds.bindType, wechatBinds.openId],
      set: {
        nickname: sql`coalesce(excluded.nickname, ${wechatBinds.nickname})`,
        avatarUrl: sql`coalesce(excluded.avatar_url, ${wechatBinds.avatarUrl})`,
        unionId: sql`coalesce(excluded.union_id, ${wechatBinds.unionId})`,
      },
      setWhere: eq(wechatBinds.accountId, accountId),
    });
  const [bind] = await db
    .select({ ...bindView, accountId: wechatBinds.accountId })
    .from(wechatBinds)
    .where(and(eq(wechatBinds.bindType, OPEN_PLATFORM), eq(wechatBinds.openId, identity.openId)));
  if (!bind || bind.accountId !== accountId) return undefined;
  const { accountId: _owner, ...view } = bind;
  return view;
}

/** The account's binds, newest first. */
export function listBinds(db: Db, accountId: number) {
  return db
    .select(bindView)
    .from(wechatBinds)
    .where(eq(wechatBinds.accountId, accountId))
    .orderBy(desc(wechatBinds.createdAt), desc(wechatBinds.id));
}

/** Removes one of the account's binds; false when it has no such bind. */
export async function removeBind(db: Db, accountId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(wechatBinds)
    .where(and(eq(wechatBinds.id, id), eq(wechatBinds.accountId, accountId)))
    .returning({ id: wechatBinds.id });
  return removed.length > 0;
}
