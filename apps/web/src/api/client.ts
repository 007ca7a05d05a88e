import { SUCCESS_CODE } from '@kg/shared';
import { sign } from './crypto.ts';

/** Server time minus local time, learned from the startup time call. */
let timeDiffMs = 0;

export async function syncTime(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    try {
      const res = await fetch('/api/iam/v1/common/time', { method: 'POST' });
      const body = await res.json();
      timeDiffMs = Number(body.data) - Date.now();
      return;
    } catch {
      // retried up to 3 times, then the app renders anyway (overview §4)
    }
  }
}

export class ApiError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

/** A signed JSON POST; resolves to `data` or rejects with the server's message. */
export async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const url = `/api${path}`;
  const text = body === undefined ? '' : JSON.stringify(body);
  const time = String(Math.floor((Date.now() + timeDiffMs) / 1000));
  const [p, q = ''] = url.split('?');
  // the UI language, not the browser's: the server answers its messages in it
  const headers: Record<string, string> = { time, signature: await sign('POST', p, q, text, time), 'accept-language': 'zh-CN' };
  if (text) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, { method: 'POST', headers, body: text || undefined });
  const env = await res.json();
  if (env.code !== SUCCESS_CODE) throw new ApiError(env.code, env.message ?? 'Error');
  return env.data as T;
}
