import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** One special-meal group. */
export const specialDemo: DemoSeeder = async (_tx, _world) => {};
