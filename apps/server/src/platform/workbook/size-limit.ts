import { AppError } from '../../core/errors.ts';

const mb = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10}`;

/** Refuses an upload over `maxBytes` (file-0002) before anything reads it. */
export function refuseOversize(buffer: Buffer, maxBytes: number): void {
  if (buffer.length > maxBytes) {
    throw new AppError('file-0002', {
      detail: { zh: `文件过大，不能超过 ${mb(maxBytes)}M`, en: `The file is too large; at most ${mb(maxBytes)} MB` },
    });
  }
}
