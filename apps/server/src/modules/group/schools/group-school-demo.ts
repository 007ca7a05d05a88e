import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

export const groupSchoolDemo: DemoSeeder = async () => {};
