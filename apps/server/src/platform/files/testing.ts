// For tests: a multipart upload through app.inject.
export * from './test-multipart.ts';
