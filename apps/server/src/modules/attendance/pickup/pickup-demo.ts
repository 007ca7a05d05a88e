import type { DemoSeeder } from '../../../platform/demo/index.ts';

/** Authorised pickers with photos and one refused attempt per demo school (filled in below). */
export const pickupDemo: DemoSeeder = async () => {};
