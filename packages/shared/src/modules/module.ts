import type { Endpoint } from '../contract/endpoint.ts';
import type { SectionDecl } from './types.ts';

/**
 * A module as the rest of the product sees it: the menu sections it brings, the permission
 * codes it adds, and every endpoint it declares. The central lists (modules/index.ts,
 * errors.ts) name each module once; everything else is read from here.
 */
export interface ModuleDecl {
  /** The folder name on web, server and shared. */
  name: string;
  sections: readonly SectionDecl[];
  /** Action codes beyond the spec's page codes (overview §6); a director holds them all. */
  codes: Readonly<Record<string, string>>;
  endpoints: readonly Endpoint[];
}

/** Every endpoint of an `endpoints(...)` group, for a module's list. */
export const all = (group: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(group);
