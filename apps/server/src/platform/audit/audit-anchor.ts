import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../core/context.ts';
import type { Db } from '../../db/pool.ts';
import { auditEntries, auditHeads } from '../../db/schema/index.ts';

/**
 * Anchors of the audit chains, kept where the database's owner cannot reach: the chain heads
 * (institution, seq, hash) signed with an Ed25519 key the database never sees, appended as one
 * JSON line to DATA_DIR/audit-anchors.jsonl and written to the log. A superuser who rewrites an
 * entry and recomputes every later hash keeps the chain consistent, but no longer matches the
 * hash an anchor signed for that seq: verify reports it (reason 'anchor').
 */
export interface Anchor {
  at: string;
  /** [institution id, seq, hash] of each chain head at that moment. */
  heads: [number, number, string][];
  sig: string;
}

const KEY_FILE = 'audit-anchor.key';
const ANCHORS_FILE = 'audit-anchors.jsonl';

export const anchorsPath = (config: Config) => path.join(config.dataDir, ANCHORS_FILE);

/** AUDIT_ANCHOR_KEY, else the key file under DATA_DIR, created (mode 0600) when missing. */
export function anchorKey(config: Config): { privateKey: crypto.KeyObject; publicKey: crypto.KeyObject } {
  let pem = config.auditAnchorKey;
  if (!pem) {
    const file = path.join(config.dataDir, KEY_FILE);
    if (!fs.existsSync(file)) {
      const { privateKey } = crypto.generateKeyPairSync('ed25519');
      fs.mkdirSync(config.dataDir, { recursive: true });
      // 'wx': two instances starting together keep the first key
      try {
        fs.writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600, flag: 'wx' });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
    }
    pem = fs.readFileSync(file, 'utf8');
  }
  const privateKey = crypto.createPrivateKey(pem);
  return { privateKey, publicKey: crypto.createPublicKey(privateKey) };
}

const signed = (a: Omit<Anchor, 'sig'>) => Buffer.from(JSON.stringify({ at: a.at, heads: a.heads }));

/** Signs the current heads (all chains, or one institution's) and appends the anchor. */
export async function anchorHeads(ctx: AppContext, log: FastifyBaseLogger, institutionId?: number): Promise<Anchor> {
  const { privateKey } = anchorKey(ctx.config);
  const h = auditHeads;
  const heads = await ctx.db
    .select({ inst: h.institutionId, seq: h.seq, hash: h.hash })
    .from(h)
    .where(institutionId === undefined ? undefined : eq(h.institutionId, institutionId))
    .orderBy(asc(h.institutionId));
  const body = {
    at: ctx.now().toISOString(),
    heads: heads.map((x): [number, number, string] => [x.inst, x.seq, x.hash]),
  };
  const anchor: Anchor = { ...body, sig: crypto.sign(null, signed(body), privateKey).toString('base64') };
  await fs.promises.appendFile(anchorsPath(ctx.config), `${JSON.stringify(anchor)}\n`, { mode: 0o600 });
  log.info({ auditAnchor: anchor }, 'audit chain heads anchored');
  return anchor;
}

export interface AnchorBreak {
  id: number | null;
  seq: number;
  at: Date | null;
  reason: 'anchor';
}

/**
 * The first anchored link of the institution that its chain no longer holds (or an anchor line
 * whose signature fails: the file was edited), else null. No anchor file: nothing to check.
 */
export async function checkAnchors(db: Db, config: Config, institutionId: number): Promise<AnchorBreak | null> {
  let text: string;
  try {
    text = await fs.promises.readFile(anchorsPath(config), 'utf8');
  } catch {
    return null;
  }
  const { publicKey } = anchorKey(config);
  const wanted = new Map<number, string>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let a: Anchor;
    try {
      a = JSON.parse(line) as Anchor;
    } catch {
      return { id: null, seq: 0, at: null, reason: 'anchor' };
    }
    if (!crypto.verify(null, signed(a), publicKey, Buffer.from(a.sig ?? '', 'base64')))
      return { id: null, seq: 0, at: null, reason: 'anchor' };
    for (const [inst, seq, hash] of a.heads) if (inst === institutionId) wanted.set(seq, hash);
  }
  if (wanted.size === 0) return null;
  const seqs = [...wanted.keys()].sort((x, y) => x - y);
  const a = auditEntries;
  // one array parameter, not one per seq: an hourly anchor adds thousands of seqs a year
  const rows = await db
    .select({ id: a.id, seq: a.seq, at: a.at, hash: a.hash })
    .from(a)
    .where(and(eq(a.institutionId, institutionId), sql`${a.seq} = any(${sql.param(seqs)}::bigint[])`));
  const held = new Map(rows.map((e) => [e.seq, e]));
  for (const seq of seqs) {
    const e = held.get(seq);
    if (!e) return { id: null, seq, at: null, reason: 'anchor' };
    if (e.hash !== wanted.get(seq)) return { id: e.id, seq, at: e.at, reason: 'anchor' };
  }
  return null;
}
