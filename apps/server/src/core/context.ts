import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import type { WechatProvider } from '../modules/accounts/wechat/wechat-provider.ts';
import type { SmsProvider } from '../platform/sms/sms-provider.ts';
import type { JobQueue } from '../platform/jobs/job-queue.ts';
import type { WechatTemplateProvider } from '../platform/notices/wechat-template-provider.ts';
import type { SessionCache } from './session-cache.ts';
import type { WorkerPool } from './worker-pool.ts';

/** What every module reaches through `app.ctx`: no module imports another's internals. */
export interface AppContext {
  config: Config;
  db: Db;
  /** HMAC key for access tokens, shared by all instances through the database. */
  tokenSecret: Buffer;
  sms: SmsProvider;
  wechat: WechatProvider;
  /** WeChat template messages of the notices outbox; records until an official account is configured. */
  wechatTemplates: WechatTemplateProvider;
  /** Clock, replaceable in tests of time windows. */
  now: () => Date;
  /** Threads for CPU-heavy steps (workbook reading and writing); closed with the app. */
  workers: WorkerPool;
  /** Sessions reused between requests, emptied by the database's change notifications. */
  sessions: SessionCache;
  /** Background jobs and schedules (pg-boss on our database); polls only once started. */
  jobs: JobQueue;
}

export interface SessionInfo {
  sessionId: number;
  accountId: number;
  institutionId: number;
  institutionType: number;
  memberId: number;
  readOnly: boolean;
  viaInstitutionId: number | null;
  needUpdatePassword: boolean;
  allRange: boolean;
  isAdmin: boolean;
  permissions: Set<string>;
  realName: string;
  avatarUrl: string | null;
  institutionName: string;
  /** The institution's logo as stored (a file reference); signed per session on the way out. */
  institutionLogo?: string | null;
  /** The group owning the session's school, if any. */
  parentGroupId: number | null;
  /** Modules the school switched off (platform settings): their coded calls answer system-0001 (core/serve.ts). */
  modulesOff?: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    session: SessionInfo | null;
    lang: 'zh' | 'en';
    rawBody?: string;
  }
}
