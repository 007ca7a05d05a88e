import type { Config } from './config.ts';
import type { AppContext } from './core/context.ts';
import { loadSecret } from './core/secrets.ts';
import { SessionCache } from './core/session-cache.ts';
import { WorkerPool } from './core/worker-pool.ts';
import type { Db } from './db/pool.ts';
import { type WechatProvider, wechatFromEnv } from './modules/accounts/wechat/wechat-provider.ts';
import { JobQueue } from './platform/jobs/index.ts';
import { RecordingWechatTemplates, type WechatTemplateProvider } from './platform/notices/index.ts';
import { RecordingSms, type SmsProvider } from './platform/sms/index.ts';

/** The services the tiers above core put on the app context (core/context.ts declares only its own). */
declare module './core/context.ts' {
  interface AppContext {
    sms: SmsProvider;
    wechat: WechatProvider;
    /** WeChat template messages of the notices outbox; records until an official account is configured. */
    wechatTemplates: WechatTemplateProvider;
    /** Background jobs and schedules (pg-boss on our database); polls only once started. */
    jobs: JobQueue;
  }
}

export async function createContext(config: Config, db: Db, overrides: Partial<AppContext> = {}): Promise<AppContext> {
  const sessions = overrides.sessions ?? new SessionCache(config.sessionCacheMs, db.$client.options.connectionString);
  await sessions.start();
  return {
    config,
    db,
    tokenSecret: await loadSecret(db, 'access-token'),
    sms: new RecordingSms(db),
    wechat: wechatFromEnv(process.env),
    wechatTemplates: new RecordingWechatTemplates(),
    now: () => new Date(),
    ...overrides,
    // after the overrides, so no default pool is made when a test brings its own
    workers: overrides.workers ?? new WorkerPool(),
    sessions,
    jobs: overrides.jobs ?? new JobQueue(db),
  };
}
