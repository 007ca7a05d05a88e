// The message module's test kit, for other modules' tests.
export * from './sms-test-utils.ts';
