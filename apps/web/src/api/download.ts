import { ApiError, CLIENT_CODES, notify, t } from './api-error.ts';
import { perform, type RequestOptions } from './pipeline.ts';

export const DEFAULT_FILE_NAME = 'download.xls';

export type DownloadOptions = Omit<RequestOptions, 'data' | 'onUploadProgress'> & {
  /** Overrides the name from content-disposition. */
  fileName?: string;
};

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The file name of a content-disposition header: RFC 5987 `filename*=UTF-8''...` first,
 * else `filename=` (quoted or not, percent-encoded by many servers), else download.xls.
 */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_FILE_NAME;
  const star = /filename\*\s*=\s*([\w-]*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    const raw = star[2].trim().replace(/^"(.*)"$/, '$1');
    const name =
      /^utf-?8$/i.test(star[1]) || !star[1]
        ? decode(raw)
        : raw.replace(/%([0-9a-f]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (name) return name;
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]*))/i.exec(header);
  const name = plain ? (plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2].trim()) : '';
  return name ? decode(name) : DEFAULT_FILE_NAME;
}

/** Hands the blob to the browser as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // revoked later: some browsers start reading the URL only after click() returns
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * POST (or GET with `method`) that answers a file: saved under the server's file name. A
 * failed download whose body is a JSON envelope shows that envelope's message.
 */
export async function download(url: string, data?: object, opts: DownloadOptions = {}): Promise<{ fileName: string; blob: Blob }> {
  const { fileName: override, ...rest } = opts;
  const out = await perform(url, { ...rest, data }, 'blob');
  if (!('blob' in out)) {
    // a success envelope instead of a file: nothing to save
    throw notify(new ApiError(CLIENT_CODES.badResponse, 200, t('request.downloadFailed'), out.data), opts.silent);
  }
  const fileName = override ?? fileNameFromDisposition(out.headers.get('content-disposition'));
  saveBlob(out.blob, fileName);
  return { fileName, blob: out.blob };
}
