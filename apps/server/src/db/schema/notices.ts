import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, institutions } from './identity.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One message to one person in one institution (notification centre). Keyed by institution like
 * every tenant table; both languages are stored so the list answers in the reader's language.
 */
export const notices = pgTable(
  'notices',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id),
    /** The module that sent it: a filter on the notices page. */
    source: text('source').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh'),
    bodyEn: text('body_en'),
    link: text('link'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.id] }),
    index('notices_reader_idx').on(t.institutionId, t.accountId, t.createdAt.desc(), t.id.desc()),
    // the bell asks this every 30 s per open session: only unread rows are indexed
    index('notices_unread_idx').on(t.institutionId, t.accountId).where(sql`read_at is null`),
  ],
);

/**
 * Text and WeChat template messages that went out with a notice, one row per recipient and
 * channel: what was handed to which provider and what became of it.
 */
export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    /** Null for a guardian without an account, texted on the phone the school holds (recipientName says who). */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id),
    recipientName: text('recipient_name'),
    /** 'sms' or 'wechat'. */
    channel: text('channel').notNull(),
    /** Phone or WeChat openid; null when the person has none (state 'skipped'). */
    target: text('target'),
    source: text('source').notNull(),
    content: text('content').notNull(),
    provider: text('provider').notNull(),
    /** 'recorded' (no provider configured), 'sent', 'failed', 'skipped'. */
    state: text('state').notNull(),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] }), index('notice_outbox_created_idx').on(t.institutionId, t.createdAt.desc())],
);
