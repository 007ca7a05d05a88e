import { ApiError, CLIENT_CODES, t } from './api-error.ts';

export const DEFAULT_TIMEOUT_MS = 20_000;

/** The per-request timeouts of overview §7, for callers to pass as `timeout`. */
export const TIMEOUTS = { default: DEFAULT_TIMEOUT_MS, long: 40_000, onlineCharge: 120_000, studentImport: 300_000 } as const;

export interface SendInit {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  timeout: number;
  onUploadProgress?: (pct: number) => void;
}

function timeoutError(ms: number): ApiError {
  return new ApiError(CLIENT_CODES.timeout, 0, t('request.timeout', { seconds: Math.round(ms / 1000) }));
}

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  body: Blob;
}

/** Upload progress needs XMLHttpRequest: fetch cannot report it. */
function sendWithProgress(url: string, init: SendInit, signal: AbortSignal): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [k, v] of Object.entries(init.headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) init.onUploadProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const i = line.indexOf(':');
        if (i > 0) headers.append(line.slice(0, i).trim(), line.slice(i + 1).trim());
      }
      const body = xhr.response instanceof Blob ? xhr.response : new Blob([xhr.response ?? '']);
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, headers, body });
    };
    xhr.onerror = () => reject(new TypeError('network error'));
    xhr.onabort = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body as XMLHttpRequestBodyInit | null) ?? null);
  });
}

/**
 * One HTTP exchange, body included, within its timeout; a timeout rejects with a message
 * naming the seconds.
 */
export async function send(url: string, init: SendInit): Promise<RawResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(timeoutError(init.timeout)), init.timeout);
  try {
    if (init.onUploadProgress && typeof XMLHttpRequest !== 'undefined') return await sendWithProgress(url, init, controller.signal);
    const res = await fetch(url, { method: init.method, headers: init.headers, body: init.body, signal: controller.signal });
    return { status: res.status, ok: res.ok, headers: res.headers, body: await res.blob() };
  } catch (e) {
    if (controller.signal.aborted) throw timeoutError(init.timeout);
    throw new ApiError(CLIENT_CODES.network, 0, t('request.failed'), e instanceof Error ? e.message : null);
  } finally {
    clearTimeout(timer);
  }
}
