/** Uploaded image record (domain §3); an incoming record may carry resourceId instead of id. */
export interface ImageRecord {
  id: string | number;
  url: string;
  compressUrl: string;
  thumbnailUrl: string;
}

export type IncomingImage = (Partial<ImageRecord> & { resourceId?: string | number | null }) | null | undefined;

/** Stores a file; storage endpoints come later, so pages pass their own (domain §7 storage helper). */
export type Uploader = (file: File, onProgress: (percent: number) => void) => Promise<ImageRecord>;

/** A check before storing: false or a message rejects the file. */
export type BeforeUploadCheck = (file: File) => boolean | string | void | Promise<boolean | string | void>;
/** A check of the stored result: false or a message rejects it. */
export type SuccessCheck = (record: ImageRecord, file: File) => boolean | string | void | Promise<boolean | string | void>;

/** The id of 'no image' is the string '0' (domain §9). */
export const NO_IMAGE_ID = '0';
export const emptyImage = (): ImageRecord => ({ id: NO_IMAGE_ID, url: '', compressUrl: '', thumbnailUrl: '' });

/** Reads a record from the server shape (resourceId → id); missing parts become empty. */
export function normalizeImage(raw: IncomingImage): ImageRecord {
  if (!raw) return emptyImage();
  const id = raw.id ?? raw.resourceId;
  return {
    id: id === null || id === undefined || id === '' ? NO_IMAGE_ID : id,
    url: raw.url ?? '',
    compressUrl: raw.compressUrl ?? '',
    thumbnailUrl: raw.thumbnailUrl ?? '',
  };
}

export const hasImage = (img: IncomingImage) => {
  const n = normalizeImage(img);
  return String(n.id) !== NO_IMAGE_ID || n.url !== '';
};

/** Smallest picture to show: thumbnail, then compressed, then the original. */
export const previewUrl = (img: ImageRecord) => img.thumbnailUrl || img.compressUrl || img.url;
