import type { NoticeSource } from '@kg/shared/modules/platform/display-values';

/**
 * What any module hands to `notify(ctx, recipients, message)` (notices/notify.ts; ctx is app.ctx): the one way a
 * module tells people something. Recipients are resolved inside the school given.
 */
export type Recipients =
  /** These accounts (each must belong to the school). */
  | { schoolId: number; accounts: readonly number[] }
  /** Everyone holding one of these built-in or school roles in the school (e.g. 'director'). */
  | { schoolId: number; roles: readonly string[] }
  /** The teachers of these classes (their head and other teachers). */
  | { schoolId: number; classes: readonly number[] }
  /**
   * The guardians of these children: those with an account (the parents' app) get the notice and
   * its channels; a text asked for also reaches those without one, on the phone the school holds.
   */
  | { schoolId: number; guardiansOf: readonly number[] };

export interface NoticeMessage {
  /** Which module sent it (a filter on the notices page), e.g. 'jobs', 'garden': one the web labels. */
  source: NoticeSource;
  /** Shown in the recipient's language when both are given. */
  title: { zh: string; en: string };
  body?: { zh: string; en: string };
  /** A web path to the record, e.g. '/system/jobs?id=12'. */
  link?: string;
  /** Also send through the outbox (recorded until a provider is configured). */
  channels?: readonly ('sms' | 'wechat')[];
}
