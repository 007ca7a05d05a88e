import type { DemoSeeder } from '../../../seed/demo-seeder.ts';

/** Four weeks of menus. */
export const menusDemo: DemoSeeder = async (_tx, _world) => {};
