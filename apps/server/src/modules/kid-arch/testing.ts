// The kid-arch module's test kit, for other modules' tests.
export * from './staff-test-utils.ts';
