import { z } from 'zod';
import { readFor, SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints } from '../../contract/endpoint.ts';
import { blankToUndefined, dateValue, idList, pagingShape, searchText } from '../../contract/fields.ts';
import { pageOf, timestamp } from '../../contract/outputs.ts';
import type { AreaContract } from '../module.ts';
import { PLATFORM_SERVICE_CODES as C } from './codes.ts';

/**
 * The notification centre (/platform/v1/notice/*): everyone reads and marks their own messages,
 * in the institution they are signed into; the director also reads the school's outbox.
 */

/** How many ids one mark-read call takes (a page of the list, the bell's recent ones). */
export const NOTICE_MARK_MAX = 100;
/** How many messages the bell lists. */
export const NOTICE_RECENT = 8;

const optionalDate = z.preprocess(blankToUndefined, dateValue.optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess(blankToUndefined, z.enum(values).optional());

export const noticeListQuery = z
  .object({
    ...pagingShape,
    /** 'unread' or 'read'; absent lists both. */
    state: optionalEnum(['read', 'unread']),
    /** The sending module, exactly as the sources call lists it. */
    source: searchText(40),
    /** Created on or after this day, and on or before `to` (China time). */
    from: optionalDate,
    to: optionalDate,
    /** Words of the title or body. */
    text: searchText(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });

export const noticeRow = z.object({
  id: z.number(),
  source: z.string(),
  /** In the caller's language. */
  title: z.string(),
  body: z.string().nullable(),
  /** A web path to the record. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: timestamp,
});
export type NoticeRow = z.output<typeof noticeRow>;

export const outboxListQuery = z.object({
  ...pagingShape,
  channel: optionalEnum(['sms', 'wechat']),
  state: optionalEnum(['recorded', 'sent', 'failed', 'skipped']),
});

export const outboxRow = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'wechat']),
  /** The recipient's name in the school. */
  recipient: z.string(),
  /** A phone (masked) or a WeChat openid; null when the person has none. */
  target: z.string().nullable(),
  source: z.string(),
  content: z.string(),
  provider: z.string(),
  state: z.enum(['recorded', 'sent', 'failed', 'skipped']),
  error: z.string().nullable(),
  createdAt: timestamp,
});

const count = z.object({ count: z.number().int() });

export const noticeEndpoints = endpoints('/platform/v1/notice', {
  list: {
    path: 'query-list',
    access: SIGNED_IN_READ,
    input: noticeListQuery,
    output: pageOf(noticeRow),
    summary: "The caller's own messages in the signed-in institution, newest first: read state, source, date range and text filters",
  },
  unreadCount: {
    path: 'unread-count',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: count,
    summary: "How many of the caller's messages are unread (the bell polls it)",
  },
  sources: {
    path: 'sources',
    access: SIGNED_IN_READ,
    input: z.object({}),
    output: z.array(z.string()),
    summary: "The modules that have sent the caller messages (the list's source filter)",
  },
  markRead: {
    path: 'mark-read',
    access: SIGNED_IN,
    transfer: 'json',
    input: z.object({ ids: idList(1, NOTICE_MARK_MAX) }),
    output: count,
    summary: "Mark some of the caller's messages read; an id that is not the caller's refuses the whole call (notice-0001)",
  },
  markAllRead: {
    path: 'mark-all-read',
    access: SIGNED_IN,
    input: z.object({}),
    output: count,
    summary: 'Mark every unread message of the caller read; answers how many changed',
  },
  outbox: {
    path: 'outbox/query-list',
    access: readFor(C.outboxView),
    scope: 'school',
    input: outboxListQuery,
    output: pageOf(outboxRow),
    summary: "The school's text and WeChat template messages sent with notices, newest first, with provider and state",
  },
});

const E = noticeEndpoints;

/** The notices area's endpoints and what its pages call on opening. */
export const NOTICES: AreaContract = {
  endpoints: Object.values(noticeEndpoints),
  pageCalls: {
    'system-notices': [E.list, E.sources],
    'group-notices': [E.list, E.sources],
    'regulator-notices': [E.list, E.sources],
    'system-outbox': [E.outbox],
  },
};
