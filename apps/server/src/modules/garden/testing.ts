// The garden module's test kit, for other modules' tests.
export * from '../../platform/files/testing.ts';
export * from './staff/profile-test-utils.ts';
