import { ERRORS, type ErrorCode } from '@kg/shared';

/** A failure with a catalogue code; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly data?: unknown;
  /** Message override; otherwise the catalogue's text in the request's language. */
  readonly detail?: { zh: string; en: string };
  /** Sent as Retry-After: the failure is a passing overload the caller may retry. */
  readonly retryAfterS?: number;

  constructor(
    code: ErrorCode,
    opts: {
      field?: string;
      data?: unknown;
      detail?: { zh: string; en: string };
      retryAfterS?: number;
      /** A fault behind a named refusal: logged, never shown. */
      cause?: unknown;
    } = {},
  ) {
    super(ERRORS[code].en, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.field = opts.field;
    this.data = opts.data;
    this.detail = opts.detail;
    this.retryAfterS = opts.retryAfterS;
  }
}

/** A validation failure that names the field, like the schema validator does. */
export function fieldError(field: string, zh: string, en: string): AppError {
  return new AppError('common-0400', { field, detail: { zh: `${field}: ${zh}`, en: `${field}: ${en}` } });
}

export const notFound = () => new AppError('common-0405');
export const denied = () => new AppError('common-0403');
