import { formEncode, splitUrl } from '@kg/shared/contract/form-encode';
import { NON_ERROR_CODES, SUCCESS_CODE } from '@kg/shared/envelope-codes';
import { followPermissions } from '../session/permission-follow.ts';
import { sessionStore } from '../session/session-store.ts';
import { ApiError, CLIENT_CODES, catalogueMessage, type Envelope, notify, t } from './api-error.ts';
import { buildHeaders } from './headers.ts';
import { refreshSession } from './refresh.ts';
import { serverNowMs } from './server-time.ts';
import { endSession } from './session-end.ts';
import { DEFAULT_TIMEOUT_MS, type RawResponse, send } from './transport.ts';

export interface RequestOptions {
  /** Form-encoded by default (arrays as repeated keys), JSON with `json`, multipart as FormData. */
  data?: object | FormData;
  json?: boolean;
  method?: 'GET' | 'POST';
  params?: object;
  /** In ms; 20 s by default. */
  timeout?: number;
  /** No toast: the caller shows the failure itself. */
  silent?: boolean;
  /**
   * A token other than the session's (temporary login token, refresh token); '' sends none.
   * Such calls are never refreshed: their 401 is final.
   */
  bearer?: string;
  onUploadProgress?: (pct: number) => void;
}

export type Outcome = { data: unknown } | { blob: Blob; headers: Headers };
type Mode = 'json' | 'blob';

interface Prepared {
  method: 'GET' | 'POST';
  apiPath: string;
  query: string;
  body?: BodyInit;
  signedBody: string;
  contentType?: string;
}

function prepare(url: string, opts: RequestOptions): Prepared {
  const method = opts.method ?? 'POST';
  const isForm = typeof FormData !== 'undefined' && opts.data instanceof FormData;
  // a GET has no body: its data travels in the query with the params
  const params = method === 'GET' && opts.data && !isForm ? { ...opts.data, ...opts.params } : opts.params;
  const { path, query } = splitUrl(url, params);
  const p: Prepared = { method, apiPath: `/api${path}`, query, signedBody: '' };
  if (method === 'GET') return p;
  if (isForm)
    p.body = opts.data as FormData; // multipart is signed with an empty body (DESIGN §4)
  else if (opts.json) {
    p.signedBody = opts.data === undefined ? '' : JSON.stringify(opts.data);
    p.contentType = 'application/json';
  } else {
    p.signedBody = formEncode(opts.data as object | undefined);
    p.contentType = 'application/x-www-form-urlencoded';
  }
  if (!isForm) p.body = p.signedBody;
  return p;
}

async function readEnvelope(body: Blob): Promise<Envelope | null> {
  try {
    const v = JSON.parse(await body.text()) as Envelope;
    return v && typeof v === 'object' && typeof v.code === 'string' ? v : null;
  } catch {
    return null;
  }
}

const isJsonType = (h: Headers) => /json/i.test(h.get('content-type') ?? '');

/** A file answer, unless it is a JSON envelope in disguise (an error sent as a download). */
async function fileOf(res: RawResponse): Promise<Outcome | null> {
  if (!res.ok || isJsonType(res.headers)) return null;
  if (res.body.size < 65_536 && (await readEnvelope(res.body))) return null;
  return { blob: res.body, headers: res.headers };
}

export async function perform(url: string, opts: RequestOptions, mode: Mode, replayed = false): Promise<Outcome> {
  const p = prepare(url, opts);
  const session = sessionStore.get();
  const usedToken = opts.bearer ?? session?.token;
  const headers = await buildHeaders({ method: p.method, path: p.apiPath, query: p.query, body: p.signedBody }, session, opts.bearer);
  if (p.contentType) headers['content-type'] = p.contentType;
  let res: RawResponse;
  try {
    res = await send(p.apiPath + (p.query ? `?${p.query}` : ''), {
      method: p.method,
      headers,
      body: p.body,
      timeout: opts.timeout ?? DEFAULT_TIMEOUT_MS,
      onUploadProgress: opts.onUploadProgress,
    });
  } catch (e) {
    throw notify(e instanceof ApiError ? e : new ApiError(CLIENT_CODES.network, 0, t('request.failed')), opts.silent);
  }
  // a role change reaches this tab on its next call (session/permission-follow.ts)
  if (opts.bearer === undefined)
    followPermissions(res.headers, (u) => perform(u, { silent: true }, 'json').then((o) => (o as { data: unknown }).data));
  if (mode === 'blob') {
    const file = await fileOf(res);
    if (file) return file;
  }
  const env = await readEnvelope(res.body);
  if (env && res.ok && env.code === SUCCESS_CODE) return { data: env.data };
  // overview §8: these answers are data, not failures; iam-0040 gives its data, the others
  // the whole envelope so the caller can see which case it got
  if (env && (NON_ERROR_CODES as readonly string[]).includes(env.code)) return { data: env.code === 'iam-0040' ? env.data : env };
  if (res.status === 401) return unauthorized(url, opts, mode, { replayed, usedToken, env });
  const err = new ApiError(
    env?.code ?? CLIENT_CODES.badResponse,
    res.status,
    catalogueMessage(res.status, env, p.apiPath),
    env?.data ?? null,
  );
  if (res.status === 400 && env?.code === 'gateway-0102') {
    // the session is gone on the server: the first such answer logs out, the rest stay quiet
    if (!sessionStore.get() && usedToken) throw err;
    notify(err, opts.silent);
    if (sessionStore.get()) endSession();
    throw err;
  }
  if (env?.code === 'iam-0015') {
    // the password must be changed first (DESIGN §5.6): the route guard takes the user to the
    // guide; no toast for each call the server refused meanwhile
    if (sessionStore.get()?.needUpdatePassword === false) sessionStore.update({ needUpdatePassword: true });
    throw err;
  }
  throw notify(err, opts.silent);
}

interface Failed {
  replayed: boolean;
  usedToken?: string;
  env: Envelope | null;
}

const sendJson = (url: string, opts: RequestOptions) => perform(url, opts, 'json') as Promise<{ data: unknown }>;

/** Overview §8, 401: one refresh, then the call again with the new token; else logout. */
async function unauthorized(url: string, opts: RequestOptions, mode: Mode, f: Failed): Promise<Outcome> {
  const err = new ApiError(f.env?.code ?? 'gateway-0101', 401, t('request.unauthorized'), f.env?.data ?? null);
  if (opts.bearer !== undefined) {
    // temporary or refresh token: nothing to refresh with; the caller decides what follows
    throw notify(new ApiError(err.code, 401, f.env?.message || err.message, err.data), opts.silent);
  }
  const current = sessionStore.reload();
  if (!current) {
    // the session ended while this call was out: that already said everything
    if (f.usedToken) throw err;
    throw notify(new ApiError(err.code, 401, f.env?.message || err.message, err.data), opts.silent);
  }
  if (!f.replayed) {
    // a refresh (here or in another tab) already replaced the token this call carried
    if (current.token !== f.usedToken) return perform(url, opts, mode, true);
    if (current.refreshToken && current.refreshExpire > serverNowMs()) {
      await refreshSession(sendJson); // on failure it has shown the message and logged out
      return perform(url, opts, mode, true);
    }
  }
  notify(err, opts.silent);
  endSession();
  throw err;
}
