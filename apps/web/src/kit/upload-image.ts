import { request } from '../api/request.ts';
import type { ImageRecord, Uploader } from '../widgets/index.ts';

/**
 * The storage helper of domain §7: stores an image under a path prefix (default garden/) and
 * answers id, url, compressUrl and thumbnailUrl (a real compressed copy and thumbnail).
 */
export const imageUploader =
  (path = 'garden/'): Uploader =>
  (file, onProgress) => {
    const form = new FormData();
    form.append('path', path);
    form.append('file', file);
    return request<ImageRecord>('/file/v1/upload/image', { data: form, onUploadProgress: onProgress, timeout: 60_000 });
  };
