// The garden module's test kit, for other modules' tests.
export * from './files/test-multipart.ts';
export * from './staff/profile-test-utils.ts';
