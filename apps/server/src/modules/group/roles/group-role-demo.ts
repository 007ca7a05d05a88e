import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

export const groupRoleDemo: DemoSeeder = async () => {};
