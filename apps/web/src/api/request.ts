import { perform, type RequestOptions } from './pipeline.ts';
import { learnTimeDifference, TIME_URL } from './server-time.ts';

export { ApiError, setErrorNotifier, TOAST_SECONDS } from './api-error.ts';
export { type DownloadOptions, download, fileNameFromDisposition } from './download.ts';
export type { RequestOptions } from './pipeline.ts';
export { REFRESH_URL } from './refresh.ts';
export { DEFAULT_TIMEOUT_MS, TIMEOUTS } from './transport.ts';

type Requester = (url: string, opts?: RequestOptions) => Promise<unknown>;
let answeredBy: Requester | null = null;

/**
 * Unit tests answer every call here instead of the network (kit/testing.ts fakeRequest), without
 * replacing this module: such test files can then share one worker's loaded modules. The app never sets it.
 */
export function answerRequestsWith(fn: Requester | null): void {
  answeredBy = fn;
}

/**
 * A call to the API (url without /api), resolving to the envelope's `data`. Headers,
 * signature, timeouts, error toasts and the refresh queue: overview §7, §8; DESIGN §4.
 */
export async function request<T = unknown>(url: string, opts?: RequestOptions): Promise<T> {
  if (answeredBy) return (await (opts === undefined ? answeredBy(url) : answeredBy(url, opts))) as T;
  const out = await perform(url, opts ?? {}, 'json');
  return (out as { data: T }).data;
}

/** Per try: the app waits for this before rendering, so a dead server must not hold it long. */
const TIME_TRY_TIMEOUT_MS = 5_000;

/** Startup: learn the server time difference, 3 tries, then give up silently (overview §4). */
export function syncServerTime(): Promise<boolean> {
  return learnTimeDifference(() => request<number>(TIME_URL, { silent: true, timeout: TIME_TRY_TIMEOUT_MS }));
}
