import type { ChildProfileSectionWire } from '@kg/shared/contract/profile-sections';
import { z } from 'zod';
import type { SessionInfo } from '../../core/context.ts';
import type { Db } from '../../db/pool.ts';
import type { Contribution, Registry } from './registry.ts';

type Runner = Pick<Db, 'execute'>;

/** The child a section is read for, already found within the caller's reach. */
export interface ProfileChild {
  schoolId: number;
  childId: number;
}

/**
 * A block a module adds to a child's profile (health's summary; attendance, fees, growth records
 * later). `schema` is the module's declaration in packages/shared: the data is encoded with it,
 * so undeclared fields never leave, and the web's section reads the same shape.
 */
export interface ChildProfileSection<S extends z.ZodType = z.ZodType> extends Contribution {
  /** Any of these codes shows the section; a caller holding none gets the profile without it. */
  codes: readonly string[];
  schema: S;
  load: (db: Runner, child: ProfileChild) => Promise<z.output<S>>;
}

/** Types a module's section loader against its schema (a registry holds sections of many shapes). */
export const profileSection = <S extends z.ZodType>(s: Omit<ChildProfileSection<S>, 'module'>) => s as Omit<ChildProfileSection, 'module'>;

/**
 * The sections this caller may see, in registration order: none of a module the school switched
 * off, none whose codes the caller lacks.
 */
export async function readProfileSections(
  sections: Registry<ChildProfileSection>,
  db: Runner,
  s: SessionInfo,
  child: ProfileChild,
): Promise<ChildProfileSectionWire[]> {
  const out: ChildProfileSectionWire[] = [];
  for (const section of sections.list()) {
    if (s.modulesOff?.includes(section.module)) continue;
    if (!section.codes.some((c) => s.permissions.has(c))) continue;
    const data = z.encode(section.schema, await section.load(db, child));
    out.push({ module: section.module, key: section.key, data });
  }
  return out;
}
