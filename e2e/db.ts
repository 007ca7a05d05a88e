import pg from 'pg';
import { inject } from 'vitest';

/** Runs one query on the e2e server's database (global-setup provides its address). */
export async function query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The latest code the recording SMS provider "sent" to a phone (sms_messages holds the text). */
export async function lastSmsCode(phone: string): Promise<string> {
  const rows = await query<{ content: string }>('select content from sms_messages where phone = $1 order by id desc limit 1', [phone]);
  const m = /(\d{6})/.exec(rows[0]?.content ?? '');
  if (!m) throw new Error(`no code was sent to ${phone}`);
  return m[1];
}
