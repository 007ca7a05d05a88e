import type { Db } from '../../db/pool.ts';
import type { Extensions } from '../extensions/index.ts';

export type DemoTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The base demo world every module's seeder builds on. */
export interface DemoWorld {
  /** The four demo schools, in DEMO_INSTITUTIONS order. */
  schoolIds: number[];
  /** The demo group (owning the first three schools) and the district authority (supervising all four). */
  groupId?: number;
  regulatorId?: number;
  /** Where files are stored (a seeder writing real files needs it); absent in the test template. */
  filesDir?: string;
  /** The modules' extension points, as an app builds them (the group demo counts garden's figures through them). */
  extensions: Extensions;
}

/** A module's demo data, written in the seed's transaction after the base world. */
export type DemoSeeder = (tx: DemoTx, world: DemoWorld) => Promise<void>;
