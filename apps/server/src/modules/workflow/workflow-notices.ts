import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { members } from '../../db/schema/index.ts';
import { notifyInApp } from '../../platform/notices/index.ts';

/** A message decided inside a transaction and sent once it committed (a rolled-back decision tells nobody). */
export interface Pending {
  memberIds: number[];
  title: { zh: string; en: string };
  body?: { zh: string; en: string };
  requestId: number;
}

export const reachedNotice = (requestId: number, processName: string, approverIds: number[]): Pending => ({
  memberIds: approverIds,
  requestId,
  title: { zh: `待审批：${processName}`, en: `Waiting for your approval: ${processName}` },
});

const OUTCOME = {
  approved: { zh: '已通过', en: 'approved' },
  rejected: { zh: '已驳回', en: 'rejected' },
  returned: { zh: '已退回，请修改后重新提交', en: 'returned for changes' },
} as const;

export const outcomeNotice = (requestId: number, processName: string, applicantId: number, outcome: keyof typeof OUTCOME): Pending => ({
  memberIds: [applicantId],
  requestId,
  title: { zh: `您的${processName}申请${OUTCOME[outcome].zh}`, en: `Your ${processName} request was ${OUTCOME[outcome].en}` },
});

/** Members become accounts of the school here: notify addresses accounts. */
export async function sendPending(db: Pick<Db, 'execute' | 'select'>, schoolId: number, list: Pending[]): Promise<void> {
  for (const p of list) {
    if (!p.memberIds.length) continue;
    const r = await db
      .select({ accountId: members.accountId })
      .from(members)
      .where(and(eq(members.institutionId, schoolId), inArray(members.id, p.memberIds)));
    await notifyInApp(
      db,
      { schoolId, accounts: r.map((x) => x.accountId) },
      { source: 'workflow', title: p.title, body: p.body, link: `/workflow/approval/detail?id=${p.requestId}` },
    );
  }
}
