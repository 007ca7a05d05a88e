// Uploads: one reader for every multipart call (size, kind and count refused alike) and the
// image processing every stored picture goes through.
export { IMAGE_MAX_BYTES, type ProcessedImage, processImage, sniffImage } from './image.ts';
export { displayName, readMultipart, type UploadedFile, upload } from './upload.ts';
