import { sql } from 'drizzle-orm';
import type { DemoSeeder } from '../demo/index.ts';
import { DEMO_ACCOUNTS } from '../demo/index.ts';

/** Paths by institution type (2 school, 1 group, 4 regulator): each message links somewhere its reader may go. */
const HOME: Record<number, string> = { 2: '/desktop/index', 1: '/group/system', 4: '/regulator/index' };
const RECORD: Record<number, string> = { 2: '/garden/student/student', 1: '/group/system', 4: '/regulator/index' };

/**
 * A few messages for each demo account in each institution it belongs to: two unread, one
 * read, spread over the last days, so the bell and the notices page have something to show.
 */
export const noticesDemo: DemoSeeder = async (tx) => {
  const phones = DEMO_ACCOUNTS.map((a) => a.phone);
  const samples = [
    [
      'system',
      '欢迎使用消息中心',
      'Welcome to your messages',
      '各模块的提醒都会出现在这里。',
      'Reminders from every module appear here.',
      'home',
      3,
      true,
    ],
    [
      'garden',
      '幼儿名单已更新',
      'The children list was updated',
      '本周有新生入园，请核对班级名单。',
      'New children started this week: check the class lists.',
      'record',
      1,
      false,
    ],
    [
      'jobs',
      '数据导出已完成',
      'Your export is ready',
      '幼儿名单导出完成，可在后台任务中下载。',
      'The children list export finished: download it from background jobs.',
      null,
      0,
      false,
    ],
  ] as const;
  for (const [source, titleZh, titleEn, bodyZh, bodyEn, link, daysAgo, read] of samples) {
    await tx.execute(sql`insert into notices (institution_id, account_id, source, title_zh, title_en, body_zh, body_en, link, read_at, created_at)
      select m.institution_id, m.account_id, ${source}, ${titleZh}, ${titleEn}, ${bodyZh}, ${bodyEn},
        case ${link}::text when 'home' then (${sql.param(HOME)}::jsonb ->> i.type::text)
          when 'record' then (${sql.param(RECORD)}::jsonb ->> i.type::text) else null end,
        case when ${read}::boolean then now() - make_interval(days => ${daysAgo}) + interval '1 hour' end,
        now() - make_interval(days => ${daysAgo}, hours => 2)
      from members m join accounts a on a.id = m.account_id join institutions i on i.id = m.institution_id
      where a.phone = any(${sql.param(phones)}::text[]) and m.status = 1`);
  }
};
