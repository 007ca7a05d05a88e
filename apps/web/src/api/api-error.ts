import i18n from '../i18n/index.ts';

export const t = (key: string, vars?: Record<string, unknown>): string => i18n.t(key, vars ?? {});

/** Client-side codes for failures that never reached an envelope. */
export const CLIENT_CODES = { timeout: 'client-timeout', network: 'client-network', badResponse: 'client-bad-response' } as const;

export class ApiError extends Error {
  /** True once a toast was shown for it: callers need not show another. */
  notified = false;
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const TOAST_SECONDS = 3;

type Notifier = (message: string) => void;

/**
 * Until the shell plugs in its own (antd's context-aware message), antd's static one, loaded
 * on first use: the request layer itself stays free of UI code.
 */
const defaultNotifier: Notifier = (content) => {
  import('antd/es/message/index.js').then(
    ({ default: message }) => void message.error({ content, duration: TOAST_SECONDS }),
    () => console.error(content),
  );
};

let notifier: Notifier = defaultNotifier;

export function setErrorNotifier(fn: Notifier | null): void {
  notifier = fn ?? defaultNotifier;
}

export function notify(err: ApiError, silent?: boolean): ApiError {
  if (!err.notified && !silent) {
    notifier(err.message || t('request.failed'));
    err.notified = true;
  }
  return err;
}

export interface Envelope {
  code: string;
  message?: string | null;
  data?: unknown;
}

/**
 * The message of a failed call per overview §8 (401 is handled by the refresh logic).
 * `url` is the path as requested, for the 404 text.
 */
export function catalogueMessage(status: number, env: Envelope | null, url: string): string {
  const server = env?.message || '';
  if (status >= 200 && status < 300) return server || t('request.failed');
  switch (status) {
    case 400:
      return server || t('request.badRequest');
    case 401:
      return t('request.unauthorized');
    case 403:
      return t('request.forbidden');
    case 404:
      return t('request.notFound', { url });
    case 500:
      return server || t('request.serverError');
    default:
      return server || t('request.serverError');
  }
}
