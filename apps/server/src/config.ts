import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTERNAL_LINK_MAX, type ExternalLinks, isWebUrl } from '@kg/shared/modules/system/external-links';

/** Everything the process reads from its environment, in one place. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Local directory for uploaded files; ignored when S3 storage is configured. */
  filesDir: string;
  s3: { endpoint: string; bucket: string; accessKey: string; secretKey: string; region: string } | null;
  webDist: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For to believe: 'loopback' by default, a CIDR list behind a load balancer. */
  trustProxy: string;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  seedDemo: boolean;
  /** Whether a fresh demo also queues its year of attendance beyond the seeded week (background jobs). */
  demoYear: boolean;
  /** Test-only calls (the error mock): only when NODE_ENV is development or test, never in `npm start`. */
  exposeTestRoutes: boolean;
  /**
   * Whether each answer is also checked against its zod output schema (core/response-serializer.ts):
   * in development and test runs (and the test harness), never in `npm start`, where the compiled
   * writer alone shapes answers.
   */
  checkResponses: boolean;
  /** How long a loaded session is reused (0: never); changes reach every instance at once through the database. */
  sessionCacheMs: number;
  /** Whether this process works the job queue (polling, schedules); off in tests unless one asks. */
  jobWorkers: boolean;
  /** Exports with more rows than this run as a background job instead of streaming in the request. */
  exportJobRows: number;
  /** Reference data (growth standards, food tables) read at start: the copy shipped in apps/server/reference-data by default. */
  referenceDir: string;
  /** The audit anchors' Ed25519 signing key (PKCS#8 PEM), else a key file under dataDir created on first start. */
  auditAnchorKey: string | null;
  /** Where the symptom-checklist and health-care links lead for a school that has not set them (null: not shown). */
  externalLinks: ExternalLinks;
}

/** The reference data committed with the server (checksummed; read strictly, see its README). */
export const SHIPPED_REFERENCE_DIR = fileURLToPath(new URL('../reference-data', import.meta.url));

/** A link address from the environment: unset is none, anything but an http(s) address stops the start. */
function linkFromEnv(env: NodeJS.ProcessEnv, name: string): string | null {
  const v = env[name]?.trim();
  if (!v) return null;
  if (!isWebUrl(v) || v.length > EXTERNAL_LINK_MAX)
    throw new Error(`${name} must be an http or https address of at most ${EXTERNAL_LINK_MAX} characters`);
  return v;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const s3 =
    env.S3_ENDPOINT && env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKey: env.S3_ACCESS_KEY ?? '',
          secretKey: env.S3_SECRET_KEY ?? '',
          region: env.S3_REGION ?? 'us-east-1',
        }
      : null;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    s3,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    accessTokenTtlS: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlS: Number(env.REFRESH_TOKEN_TTL ?? 14 * 24 * 3600),
    seedDemo: env.SEED_DEMO !== '0',
    demoYear: env.DEMO_YEAR !== '0',
    exposeTestRoutes: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    checkResponses: env.NODE_ENV === 'development' || env.NODE_ENV === 'test',
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 30_000),
    jobWorkers: env.JOB_WORKERS !== '0',
    exportJobRows: Number(env.EXPORT_JOB_ROWS ?? 2_000),
    referenceDir: path.resolve(env.REFERENCE_DATA_DIR || SHIPPED_REFERENCE_DIR),
    auditAnchorKey: env.AUDIT_ANCHOR_KEY?.trim() || null,
    externalLinks: { symptomChecklist: linkFromEnv(env, 'SYMPTOM_CHECKLIST_URL'), healthCare: linkFromEnv(env, 'HEALTH_CARE_URL') },
  };
}
