// Uploads: one reader for every multipart call (size, kind and count refused alike) and the
// image processing every stored picture goes through.

export { saveDemoImage } from './demo-image.ts';
export { IMAGE_MAX_BYTES, type ProcessedImage, processImage, sniffImage } from './image.ts';
export { displayName, readMultipart, type UploadedFile, upload } from './upload.ts';
export { uploadRoutes } from './upload-routes.ts';
