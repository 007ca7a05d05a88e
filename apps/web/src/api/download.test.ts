import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, download, fileNameFromDisposition } from './request.ts';
import { fail, fakeFetch, resetClient, signIn } from './testing/fake-fetch.ts';

describe('file name from content-disposition', () => {
  const cases: [string | null, string][] = [
    [null, 'download.xls'],
    ['attachment', 'download.xls'],
    ['attachment; filename="report.xlsx"', 'report.xlsx'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="%E5%AD%A6%E7%94%9F.xlsx"', '学生.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E5%B9%BC%E5%84%BF%E5%9B%AD%20%E5%90%8D%E5%8D%95.xlsx', '幼儿园 名单.xlsx'],
    ["attachment; filename*=utf-8'zh'%E8%B4%A6%E5%8D%95.pdf", '账单.pdf'],
    ["attachment; filename*=iso-8859-1'en'caf%E9.txt", 'café.txt'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['attachment; filename="100%.txt"', '100%.txt'],
  ];
  for (const [header, name] of cases) {
    it(`reads ${JSON.stringify(header)}`, () => {
      expect(fileNameFromDisposition(header)).toBe(name);
    });
  }
});

describe('download', () => {
  let client: Awaited<ReturnType<typeof resetClient>>;
  let saved: { name: string; href: string }[];
  beforeEach(async () => {
    client = await resetClient();
    signIn();
    saved = [];
    URL.createObjectURL = vi.fn(() => 'blob:fake');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the blob under the server file name, posting the form data signed', async () => {
    const net = fakeFetch(() => ({
      raw: 'col1,col2',
      headers: { 'content-type': 'application/vnd.ms-excel', 'content-disposition': "attachment; filename*=UTF-8''%E5%90%8D%E5%8D%95.xls" },
    }));
    const out = await download('/kid-arch/v1/student/export', { classId: 3 });
    expect(out.fileName).toBe('名单.xls');
    expect(await out.blob.text()).toBe('col1,col2');
    expect(saved).toEqual([{ name: '名单.xls', href: 'blob:fake' }]);
    expect(net.calls[0].method).toBe('POST');
    expect(net.calls[0].body).toBe('classId=3');
    expect(net.calls[0].headers.authorization).toBe('Bearer access-1');
  });

  it('falls back to download.xls, and GETs when asked', async () => {
    const net = fakeFetch(() => ({ raw: 'x' }));
    const out = await download('/files/report', { id: 1 }, { method: 'GET' });
    expect(out.fileName).toBe('download.xls');
    expect(net.calls[0].url).toBe('/api/files/report?id=1');
  });

  it('shows the message of a failed download whose blob is JSON', async () => {
    fakeFetch(() => ({ status: 400, raw: JSON.stringify({ code: 'common-0400', message: '没有可导出的数据', data: null }) }));
    const err = await download('/x').catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('没有可导出的数据');
    expect(client.toasts).toEqual(['没有可导出的数据']);
    expect(saved).toEqual([]);
  });

  it('treats a JSON error envelope sent as a file with status 200 as an error', async () => {
    fakeFetch(() => ({ raw: JSON.stringify({ code: 'user-0004', message: '账号不存在', data: null }) }));
    await expect(download('/x')).rejects.toThrow('账号不存在');
    expect(saved).toEqual([]);
  });

  it('follows the catalogue for a failed download without JSON', async () => {
    fakeFetch(() => fail(403, 'common-0403'));
    await expect(download('/x')).rejects.toThrow('拒绝访问');
    expect(client.toasts).toEqual(['拒绝访问']);
  });
});
