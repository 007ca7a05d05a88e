import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Allergies and medical histories of about a tenth of the demo children. */
export const recordsDemo: DemoSeeder = async () => {};
