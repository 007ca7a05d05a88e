import type { z } from 'zod';
import type { Access } from './access.ts';
import { isReadAccess } from './access.ts';

/** How a call travels. 'form' bodies are form-encoded; the server accepts JSON on every call. */
export type Transfer = 'form' | 'json' | 'upload' | 'download';
export type Method = 'GET' | 'POST';

/**
 * The institution a call acts in, resolved by the server once before its handler (DESIGN §6):
 * - 'school': the school the session acts in (a group or authority session outside a school is refused);
 * - 'class': that school and the classes the caller may act on (a teacher's own, or the whole school);
 * - 'group': the group of a group-console session; 'authority': the authority of an authority console.
 * A call without one reaches no institution: it acts on the caller's own account or on shared data.
 */
export type Scope = 'school' | 'class' | 'group' | 'authority';
export const SCOPES: readonly Scope[] = ['school', 'class', 'group', 'authority'];

/** Content types a download answers with, as OpenAPI declares them (a binary body each). */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  image: 'image/*',
  binary: 'application/octet-stream',
} as const;

/**
 * One HTTP call of the product, declared once in its module's shared folder: the server mounts
 * it (access, validation, response schema, OpenAPI), the web calls it with types taken from it,
 * and tests walk every declaration.
 */
export interface Endpoint<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  S extends Scope | undefined = Scope | undefined,
> {
  /** Seed path verbatim, without /api. */
  readonly path: string;
  readonly access: Access;
  /** The institution its handler acts in (absent: none). */
  readonly scope?: S;
  /** POST always (the spec's method); read calls also answer GET with a query string. */
  readonly methods: readonly Method[];
  readonly transfer: Transfer;
  /** The body (POST) or query string (GET). For an upload: its form fields beside the file. */
  readonly input: I;
  /** `data` of the envelope. A download answers a file and declares `fileAnswer`. */
  readonly output: O;
  /** One line for OpenAPI: what it does and what it answers. */
  readonly summary: string;
  /** A download's content types (a workbook unless declared). */
  readonly files?: readonly string[];
}

export interface EndpointSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Relative to the group's prefix, or absolute when it starts with '/'. */
  path: string;
  access: Access;
  /** The institution the call acts in; required when its handler reads the caller's school, classes, group or authority. */
  scope?: Scope;
  input: I;
  output: O;
  summary: string;
  transfer?: Transfer;
  /** Overrides the default (POST, plus GET for read calls). */
  methods?: readonly Method[];
  /** A download's content types when not a workbook (FILE_TYPES). */
  files?: readonly string[];
}

/** The literal scope a spec declares, or undefined. */
type ScopeIn<T> = T extends { scope: infer S extends Scope } ? S : undefined;
type Declared<T extends Record<string, EndpointSpec>> = {
  readonly [K in keyof T]: Endpoint<T[K]['input'], T[K]['output'], ScopeIn<T[K]>>;
};

/** Declares a group of endpoints sharing a path prefix. */
export function endpoints<const T extends Record<string, EndpointSpec>>(prefix: string, specs: T): Declared<T> {
  const out: Record<string, Endpoint> = {};
  for (const [key, s] of Object.entries(specs)) {
    const path = s.path.startsWith('/') ? s.path : `${prefix}/${s.path}`;
    const methods = s.methods ?? (isReadAccess(s.access) && s.transfer !== 'upload' ? ['POST', 'GET'] : ['POST']);
    const files = s.transfer === 'download' ? { files: s.files ?? [FILE_TYPES.xlsx] } : {};
    out[key] = {
      path,
      access: s.access,
      ...(s.scope ? { scope: s.scope } : {}),
      methods,
      transfer: s.transfer ?? 'form',
      input: s.input,
      output: s.output,
      summary: s.summary,
      ...files,
    };
  }
  return out as Declared<T>;
}

/** The wire shape of what an endpoint answers (what the web receives). */
export type Answer<E extends Endpoint> = z.input<E['output']>;
/** What the web sends. */
export type Payload<E extends Endpoint> = z.input<E['input']>;
/** What a server handler receives, validated. */
export type Input<E extends Endpoint> = z.output<E['input']>;
/** What a server handler returns (before encoding). */
export type Result<E extends Endpoint> = z.output<E['output']>;
