import type { Config } from './config.ts';
import type { AppContext } from './core/context.ts';
import { loadSecret } from './core/secrets.ts';
import { SessionCache } from './core/session-cache.ts';
import { WorkerPool } from './core/worker-pool.ts';
import type { Db } from './db/pool.ts';
import { wechatFromEnv } from './modules/accounts/wechat/wechat-provider.ts';
import { RecordingSms } from './platform/sms/sms-provider.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { RecordingWechatTemplates } from './platform/notices/wechat-template-provider.ts';

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
