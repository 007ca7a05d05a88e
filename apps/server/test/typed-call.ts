import type { Answer, Endpoint, ErrorCode, Payload } from '@kg/shared';
import { formEncode } from '@kg/shared/contract/form-encode';
import { SUCCESS_CODE } from '@kg/shared/envelope-codes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { computeSignature } from '../src/core/signature.ts';
import { type MultipartPart, multipartCall } from '../src/platform/files/test-multipart.ts';
import { type CallOptions, callPath, type PathAnswer } from './call-path.ts';
import { type Anonymous, type LoginResult, SIGNED_TO } from './sign-in.ts';

/** Who calls: a session the harness signed in (login, loginAs, signIn, enter), or `anonymous(app)`. */
export type Who = LoginResult | Anonymous;

export interface TypedOptions {
  /** Read calls also answer GET: the input then travels in the query, as the client sends it. */
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  lang?: 'zh' | 'en';
  /** An upload's files; the input's fields travel as parts beside them. */
  files?: MultipartPart[];
  /** Path parameters (`files/:id/:variant`): declared apart from the input, as the route reads them. */
  params?: Record<string, string | number>;
}

/** An answer of a declared endpoint. `data` is checked and typed by `ok` (success) or `refused` (an error). */
export interface Answered<E extends Endpoint> {
  status: number;
  /** The envelope's code; '' for a file answer. */
  code: string;
  message: string;
  data: unknown;
  /** What was called, for failure messages. */
  url: string;
  raw: LightMyRequestResponse;
  /** Only carries the endpoint's type. */
  readonly endpoint?: E;
}

type Args<E extends Endpoint> =
  Record<string, never> extends Payload<E> ? [input?: Payload<E>, opts?: TypedOptions] : [input: Payload<E>, opts?: TypedOptions];

/**
 * A declared endpoint called as the web client calls it (kit/call.ts): its path with path
 * parameters filled from the input, form or JSON body by its `transfer`, signed, with the
 * session's token. The input is typed from the declaration, so a wrong field fails the type check.
 * The old form `call(app, url, opts)` still works and is `callPath`.
 */
export function call<E extends Endpoint>(e: E, who: Who, ...args: Args<E>): Promise<Answered<E>>;
export function call(app: FastifyInstance, url: string, opts?: CallOptions): Promise<PathAnswer>;
export function call(first: Endpoint | FastifyInstance, second: Who | string, ...rest: unknown[]): Promise<unknown> {
  if (typeof second === 'string') return callPath(first as FastifyInstance, second, rest[0] as CallOptions | undefined);
  return callEndpoint(first as Endpoint, second, (rest[0] ?? {}) as Record<string, unknown>, (rest[1] ?? {}) as TypedOptions);
}

/** `files/:id/:variant` with `{ id: 3, variant: 'thumbnail' }`. */
function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${path}: no ${name} in the call's params`);
    return encodeURIComponent(String(params[name]));
  });
}

function send(app: FastifyInstance, e: Endpoint, who: Who, input: Record<string, unknown>, opts: TypedOptions) {
  const path = fillPath(e.path, opts.params);
  const rest = input;
  if (e.transfer === 'upload') {
    // a field left undefined is not sent, as a browser's form would leave it out
    const fields = Object.entries(rest)
      .filter(([, v]) => v !== undefined)
      .map(([field, v]) => ({ field, data: typeof v === 'object' ? JSON.stringify(v) : String(v) }));
    const parts = [...fields, ...(opts.files ?? [])];
    return {
      url: `/api${path}`,
      res: multipartCall(app, path, { token: who.token, parts, headers: opts.headers, lang: opts.lang === 'en' ? 'en' : undefined }),
    };
  }
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (opts.lang === 'en') headers['accept-language'] = 'en';
  const method = opts.method ?? 'POST';
  let url = `/api${path}`;
  let payload = '';
  if (method === 'GET') {
    const query = formEncode(rest);
    if (query) url += `?${query}`;
  } else if (e.transfer === 'json') {
    payload = JSON.stringify(rest);
    headers['content-type'] = 'application/json';
  } else {
    payload = formEncode(rest);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const time = String(Math.floor(Date.now() / 1000));
  headers.time = time;
  headers.signature = computeSignature(method, url, payload, time);
  return { url, res: app.inject({ method, url, payload: payload || undefined, headers }) };
}

async function callEndpoint(e: Endpoint, who: Who, input: Record<string, unknown>, opts: TypedOptions): Promise<Answered<Endpoint>> {
  const app = who[SIGNED_TO];
  if (!app) throw new Error(`${e.path}: the session was not signed in through the harness (login, loginAs, signIn, enter or signedTo)`);
  const { url, res } = send(app, e, who, input, opts);
  const raw = await res;
  const envelope = envelopeOf(raw.body);
  return {
    status: raw.statusCode,
    code: typeof envelope?.code === 'string' ? envelope.code : '',
    message: typeof envelope?.message === 'string' ? envelope.message : '',
    data: envelope ? envelope.data : raw.rawPayload,
    url,
    raw,
  };
}

/** The answer's envelope, as the client reads it (api/pipeline.ts): JSON with a string code, else a file. */
function envelopeOf(body: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(body) as unknown;
    return v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'string' ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const told = (res: Answered<Endpoint>) => `${res.url} answered ${res.status} ${res.code || '(a file)'}: ${res.message}`;

/** The typed data of a successful answer (a file answer's bytes); anything else fails with the server's message. */
export function ok<E extends Endpoint>(res: Answered<E>): Answer<E> {
  const file = res.code === '' && res.status === 200;
  if (!file && (res.status !== 200 || res.code !== SUCCESS_CODE)) throw new Error(`expected success, ${told(res)}`);
  return res.data as Answer<E>;
}

/**
 * A refusal: HTTP 4xx, the envelope's `code`, a message, and (when given) the field it names.
 * Answers the error's data.
 */
export function refused(res: Answered<Endpoint>, code: ErrorCode, field?: string): Record<string, unknown> {
  if (res.status < 400 || res.status > 499) throw new Error(`expected a 4xx ${code}, ${told(res)}`);
  if (res.code !== code) throw new Error(`expected ${code}, ${told(res)}`);
  if (!res.message) throw new Error(`${res.url} refused with ${code} but no message`);
  const data = (res.data ?? {}) as Record<string, unknown>;
  if (field !== undefined && data.field !== field)
    throw new Error(`expected ${code} naming ${field}, it named ${String(data.field)}: ${res.message}`);
  return data;
}

/**
 * Input the declaration's types would refuse, sent on purpose: the server's own refusal is what the
 * test checks (a wrong type, a value out of range). Names the intent where a cast would hide it.
 */
export const malformed = (input: Record<string, unknown>): never => input as never;
