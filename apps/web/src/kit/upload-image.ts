import type { Answer } from '@kg/shared';
import { fileEndpoints as E } from '@kg/shared/modules/garden/files';
import { request } from '../api/request.ts';
import type { Uploader } from '../widgets/index.ts';

/**
 * The storage helper of domain §7: stores an image under a path prefix (default garden/) and
 * answers id, url, compressUrl and thumbnailUrl (a real compressed copy and thumbnail). The
 * body is multipart, so it goes through `request` with the declared path and answer type.
 */
export const imageUploader =
  (path = 'garden/'): Uploader =>
  (file, onProgress) => {
    const form = new FormData();
    form.append('path', path);
    form.append('file', file);
    return request<Answer<typeof E.uploadImage>>(E.uploadImage.path, { data: form, onUploadProgress: onProgress, timeout: 60_000 });
  };
