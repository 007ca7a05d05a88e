// Generated from the migrated database by schema-gen (npm run db:schema): do not edit by hand.
// After a migration, run npm run db:schema; area and jsonb types live in schema-gen/areas.ts.
export * from './attendance.ts';
export * from './attendance-calendar.ts';
export * from './attendance-ledger.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './garden.ts';
export * from './group-org.ts';
export * from './group-schools.ts';
export * from './health.ts';
export * from './health-care.ts';
export * from './health-growth.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './notices.ts';
export * from './partitions.ts';
export * from './recipes.ts';
export * from './reference.ts';
export * from './regulation.ts';
export * from './school.ts';
export * from './system-accounts.ts';
export * from './system-school.ts';
export * from './workflow.ts';
