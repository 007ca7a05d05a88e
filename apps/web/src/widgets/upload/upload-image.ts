import { IMAGE_MAX_BYTES } from '@kg/shared';
import type { BeforeUploadCheck, ImageRecord, SuccessCheck, Uploader } from './types.ts';

/** JPG or PNG only (domain §5); the extension covers browsers that leave the type blank. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_EXT = /\.(jpe?g|png)$/i;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Why an upload stopped; `message` is a server or check text to show as it is. */
export class UploadProblem extends Error {
  constructor(
    readonly reason: 'noFile' | 'type' | 'size' | 'rejected' | 'failed',
    message = '',
  ) {
    super(message || reason);
  }
  /** The text of a check or of the server, when there is one. */
  get detail(): string {
    return this.message === this.reason ? '' : this.message;
  }
}

export function isAllowedImage(file: File): boolean {
  return IMAGE_TYPES.has(file.type) || (!file.type && IMAGE_EXT.test(file.name));
}

export interface UploadImageOptions {
  uploader: Uploader;
  onProgress?: (percent: number) => void;
  beforeUpload?: BeforeUploadCheck;
  checkSuccess?: SuccessCheck;
  maxBytes?: number;
}

const verdict = (result: boolean | string | void) =>
  result === false ? new UploadProblem('rejected') : typeof result === 'string' && result ? new UploadProblem('rejected', result) : null;

/**
 * The image upload path: a file must exist, be JPG/PNG of at most 5 MB and pass the optional
 * pre-upload check; the stored result must pass the optional success check.
 */
export async function uploadImage(file: File | null | undefined, opts: UploadImageOptions): Promise<ImageRecord> {
  if (!file) throw new UploadProblem('noFile');
  if (!isAllowedImage(file)) throw new UploadProblem('type');
  if (file.size > (opts.maxBytes ?? IMAGE_MAX_BYTES)) throw new UploadProblem('size');
  const before = opts.beforeUpload ? verdict(await opts.beforeUpload(file)) : null;
  if (before) throw before;
  let record: ImageRecord;
  try {
    record = await opts.uploader(file, (p) => opts.onProgress?.(Math.max(0, Math.min(100, Math.round(p)))));
  } catch (e) {
    throw new UploadProblem('failed', e instanceof Error ? e.message : '');
  }
  const after = opts.checkSuccess ? verdict(await opts.checkSuccess(record, file)) : null;
  if (after) throw after;
  opts.onProgress?.(100);
  return record;
}
