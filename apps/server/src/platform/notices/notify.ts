import type { AppContext } from '../../core/context.ts';
import type { NoticeMessage, Recipients } from './notice-types.ts';
import { type Delivered, guardiansWithoutAccount, insertNotices, insertOutbox, type OutboxRow } from './recipient-data.ts';
import { NOTICE_TEMPLATE_ID } from './wechat-template-provider.ts';

/** What notify needs of the app context (app.ctx satisfies it). */
export type NotifyContext = Pick<AppContext, 'db' | 'sms' | 'wechatTemplates'>;

export interface NotifyResult {
  /** The accounts that got the message, ascending. */
  accountIds: number[];
  /** Guardians without an account texted on the phone the school holds (when 'sms' was asked for). */
  textedGuardians: number;
}

/** Providers are called a few at a time: a carrier's API is slow, but 500 at once would flood it. */
const SEND_BATCH = 10;

/**
 * The one way a module tells people something: one message per recipient (resolved inside the
 * given school only, inserted in one statement), then, if asked, a text and/or WeChat template
 * message each through the outbox. Guardians without an account (no parent app) have no bell: a
 * text asked for reaches them on the phone the school holds. A provider's failure is recorded in
 * the outbox, never thrown: the notice itself is already delivered.
 */
export async function notify(ctx: NotifyContext, recipients: Recipients, message: NoticeMessage): Promise<NotifyResult> {
  if (isEmpty(recipients)) return { accountIds: [], textedGuardians: 0 };
  const delivered = await insertNotices(ctx.db, recipients, message);
  const channels = [...new Set(message.channels ?? [])];
  const texted =
    'guardiansOf' in recipients && channels.includes('sms')
      ? await guardiansWithoutAccount(ctx.db, recipients.schoolId, recipients.guardiansOf)
      : [];
  const sends: [Addressee, Channel][] = [
    ...delivered.flatMap((d) => channels.map((ch): [Addressee, Channel] => [d, ch])),
    ...texted.map((g): [Addressee, Channel] => [{ accountId: null, phone: g.phone, openId: null, name: g.name }, 'sms']),
  ];
  if (sends.length) {
    const rows: OutboxRow[] = [];
    for (let i = 0; i < sends.length; i += SEND_BATCH)
      rows.push(...(await Promise.all(sends.slice(i, i + SEND_BATCH).map(([d, ch]) => sendOne(ctx, ch, d, message)))));
    await insertOutbox(ctx.db, recipients.schoolId, message.source, rows);
  }
  return { accountIds: delivered.map((d) => d.accountId), textedGuardians: texted.length };
}

const isEmpty = (r: Recipients) =>
  ('accounts' in r && r.accounts.length === 0) ||
  ('roles' in r && r.roles.length === 0) ||
  ('classes' in r && r.classes.length === 0) ||
  ('guardiansOf' in r && r.guardiansOf.length === 0);

/** Text messages and templates go out in Chinese: the carriers' and WeChat's templates are registered in Chinese. */
const contentOf = (m: NoticeMessage) => (m.body ? `【${m.title.zh}】${m.body.zh}` : `【${m.title.zh}】`);

type Channel = 'sms' | 'wechat';
/** An account that got the notice, or a guardian without one (no account, named for the outbox). */
type Addressee = Delivered | { accountId: null; phone: string; openId: null; name: string };

async function sendOne(ctx: NotifyContext, channel: Channel, d: Addressee, m: NoticeMessage): Promise<OutboxRow> {
  const content = contentOf(m);
  const base = { accountId: d.accountId, recipientName: 'name' in d ? d.name : undefined, channel, content, error: null };
  if (channel === 'sms') {
    const provider = ctx.sms.name;
    try {
      await ctx.sms.send(d.phone, content, {});
      return { ...base, target: d.phone, provider, state: provider === 'recording' ? 'recorded' : 'sent' };
    } catch (e) {
      return { ...base, target: d.phone, provider, state: 'failed', error: String((e as Error).message ?? e).slice(0, 500) };
    }
  }
  const provider = ctx.wechatTemplates.name;
  if (!d.openId) return { ...base, target: null, provider, state: 'skipped' };
  if (!ctx.wechatTemplates.configured) return { ...base, target: d.openId, provider, state: 'recorded' };
  try {
    await ctx.wechatTemplates.send({
      openId: d.openId,
      templateId: NOTICE_TEMPLATE_ID,
      data: { title: m.title.zh, body: m.body?.zh ?? '' },
      url: m.link,
    });
    return { ...base, target: d.openId, provider, state: 'sent' };
  } catch (e) {
    return { ...base, target: d.openId, provider, state: 'failed', error: String((e as Error).message ?? e).slice(0, 500) };
  }
}
