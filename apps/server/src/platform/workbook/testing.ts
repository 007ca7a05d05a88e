// For tests: a workbook built in memory.
export * from './test-fixtures.ts';
