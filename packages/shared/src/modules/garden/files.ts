import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../constants.ts';
import { blankToUndefined } from '../../contract/fields.ts';

/** Uploads and stored files (domain §3 uploaded image record, §9 image limits). */
export const UPLOAD_LIMITS = {
  /** 5M, JPG or PNG (domain §9). */
  imageMaxBytes: IMAGE_MAX_BYTES,
  imageTypes: ['image/jpeg', 'image/png'] as const,
  /** Default uploader path prefix. */
  defaultPath: 'garden/',
  pathMax: 100,
  /** Longest side of the compressed copy and of the thumbnail, in pixels. */
  compressBox: 1600,
  thumbnailBox: 300,
} as const;

/** A folder prefix such as 'garden/' or 'garden/course': letters, digits, '_' and '-' segments. */
export const uploadPathField = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(UPLOAD_LIMITS.pathMax)
    .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/, 'letters, digits, _ and - separated by /')
    .optional(),
);

/** Answer of /file/v1/aliyun/oss/get-config (and, plus `callback`, get-config-and-callback-info). */
export interface StorageConfigView {
  /** Where the bytes end up; the client always uploads through `uploadUrl` either way. */
  provider: 'local' | 's3';
  uploadUrl: string;
  /** multipart field of the file */
  fileField: 'file';
  pathPrefix: string;
  maxImageBytes: number;
  accept: string[];
  /** File URLs in answers are signed and valid this long (seconds). */
  urlTtlSeconds: number;
}

/** The uploaded image record (domain §3): `id` also as resourceId; URLs are signed and expire. */
export interface UploadedImage {
  id: number;
  resourceId: number;
  url: string;
  compressUrl: string;
  thumbnailUrl: string;
  name: string;
  size: number;
  width: number;
  height: number;
}
