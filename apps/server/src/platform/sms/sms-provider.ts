import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/pool.ts';
import { smsMessages } from '../../db/schema/index.ts';

/** Sends a text message. Swap for a carrier's API in production. */
export interface SmsProvider {
  readonly name: string;
  send(phone: string, content: string, meta: { ip?: string }): Promise<void>;
}

/** The default provider: records the message in sms_messages instead of sending it. */
export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  constructor(private readonly db: Db) {}
  async send(phone: string, content: string, meta: { ip?: string }): Promise<void> {
    await this.db.insert(smsMessages).values({ phone, content, provider: this.name, ip: meta.ip ?? null });
  }
}

/** Sent after the transaction commits: a rolled-back add must not text anyone. */
export async function sendSms(ctx: AppContext, phone: string, content: string, ip?: string): Promise<void> {
  await ctx.sms.send(phone, content, { ip });
}
