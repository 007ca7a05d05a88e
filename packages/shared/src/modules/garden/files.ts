import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../constants.ts';
import { SIGNED_IN, SIGNED_IN_READ } from '../../contract/access.ts';
import { endpoints, FILE_TYPES } from '../../contract/endpoint.ts';
import { blankToUndefined, idField } from '../../contract/fields.ts';
import { imageRecord } from '../../contract/outputs.ts';

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

/** The forms a stored file is served in: images have all three, other files only the original. */
export const FILE_VARIANTS = ['original', 'compress', 'thumbnail'] as const;

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
export const uploadPathInput = z.object({ path: uploadPathField });

/** The path of a stored file: its id and which variant. */
export const storedFileParams = z.object({ id: idField, variant: z.enum(FILE_VARIANTS) });
/** The signed URL's token (file-url.ts on the server); absent when a bearer token is sent instead. */
export const storedFileQuery = z.object({ t: z.string().max(100).optional() });

/** Answer of get-config: where and how to upload; never storage credentials. */
export const storageConfig = z.object({
  /** Where the bytes end up; the client always uploads through `uploadUrl` either way. */
  provider: z.enum(['local', 's3']),
  uploadUrl: z.string(),
  /** multipart field of the file */
  fileField: z.literal('file'),
  pathPrefix: z.string(),
  maxImageBytes: z.number().int(),
  accept: z.array(z.string()),
  /** File URLs in answers are signed and valid this long (seconds). */
  urlTtlSeconds: z.number().int(),
});
export type StorageConfigView = z.output<typeof storageConfig>;

export { imageRecord };

/** The uploaded image record (domain §3): `id` also as resourceId. */
export const uploadedImage = imageRecord.extend({
  resourceId: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.output<typeof uploadedImage>;

export const fileEndpoints = endpoints('/file/v1', {
  config: {
    path: 'aliyun/oss/get-config',
    access: SIGNED_IN_READ,
    input: uploadPathInput,
    output: storageConfig,
    summary: 'Upload configuration of our storage: provider, upload URL, file field, path prefix, size and type limits, URL lifetime',
  },
  configWithCallback: {
    path: 'aliyun/oss/get-config-and-callback-info',
    access: SIGNED_IN_READ,
    input: uploadPathInput,
    output: storageConfig.extend({ callback: z.null() }),
    summary: 'As get-config, plus callback: null (the server is the upload target and processes the file itself, no storage callback)',
  },
  uploadImage: {
    path: 'upload/image',
    access: SIGNED_IN,
    transfer: 'upload',
    input: uploadPathInput,
    output: uploadedImage,
    summary:
      'Upload an image (multipart: file, optional path prefix, default garden/): JPG/PNG by content, 5 MB max; ' +
      'stores the original, a compressed copy and a thumbnail; answers the uploaded image record',
  },
  /**
   * 'public' only because browsers load <img src> without our headers: the handler requires the
   * signed URL token `t` or a bearer token, and a live session of the file's school.
   */
  stored: {
    path: 'files/:id/:variant',
    access: 'public',
    transfer: 'download',
    methods: ['GET'],
    input: storedFileQuery,
    output: z.unknown(),
    summary: 'A stored file (original, compress, thumbnail) by signed URL token t, or bearer token; same school only',
    files: [FILE_TYPES.image, FILE_TYPES.pdf, FILE_TYPES.xlsx, FILE_TYPES.binary],
  },
});
