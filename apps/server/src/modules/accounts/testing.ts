// The accounts module's test kit, for other modules' tests: SMS and link codes as the phone receives them.
export * from './verification/sms-test-utils.ts';
