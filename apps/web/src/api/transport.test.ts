import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './request.ts';
import { resetClient } from './testing/fake-fetch.ts';

/** Just enough XMLHttpRequest to report upload progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: Blob | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      for (const loaded of [50, 100]) this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
      this.status = 200;
      this.response = new Blob([JSON.stringify({ code: 'common-0001', message: 'ok', data: { url: '/files/a.png' } })]);
      this.onload?.();
    });
  }
}

beforeEach(async () => {
  await resetClient();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('uploads', () => {
  it('reports upload progress in percent and resolves with the data', async () => {
    const progress: number[] = [];
    const form = new FormData();
    form.append('file', new Blob(['png']), 'a.png');
    const data = await request('/file/upload', { data: form, onUploadProgress: (p) => progress.push(p), timeout: 300_000 });
    expect(data).toEqual({ url: '/files/a.png' });
    expect(progress).toEqual([50, 100]);
    expect(FakeXhr.last?.body).toBe(form);
    expect(FakeXhr.last?.url).toBe('/api/file/upload');
    expect(FakeXhr.last?.headers.signature).toMatch(/^[0-9a-f]{10}$/);
  });
});
