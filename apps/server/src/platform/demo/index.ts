// Demo-data helpers every module's demo seeder uses: the demo accounts and institutions, the
// seeder's types, a seeded random source with names and id numbers, and a whole demo school.
export { DEMO_ACCOUNTS, DEMO_INSTITUTIONS, DEMO_PASSWORD, type DemoKey, demoAccount } from './demo-accounts.ts';
export { account, type Ctx, GRADE_PLAN, member, SCHOOL_REGIONS, seedSchool, staffMember } from './demo-school.ts';
export type { DemoSeeder, DemoTx, DemoWorld } from './demo-seeder.ts';
export { birthdayAged, dateBetween, idCardNumber, personName, type Rng, rng, schoolYearOf } from './random.ts';
