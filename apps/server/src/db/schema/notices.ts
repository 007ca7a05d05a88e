// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
import { bigint, bigserial, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const noticeOutbox = pgTable(
  'notice_outbox',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }),
    channel: text('channel').notNull(),
    target: text('target'),
    source: text('source').notNull(),
    content: text('content').notNull(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    recipientName: text('recipient_name'),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);

export const notices = pgTable(
  'notices',
  {
    institutionId: bigint('institution_id', { mode: 'number' }).notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    bodyZh: text('body_zh'),
    bodyEn: text('body_en'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.id] })],
);
