import type { Endpoint } from '../contract/endpoint.ts';
import type { SectionDecl } from './types.ts';

/**
 * A module as the rest of the product sees it: the menu sections it brings and the permission
 * codes it adds. The central lists (modules/index.ts, errors.ts, contracts.ts) name each module
 * once; everything else is read from here. Plain data without schemas: the web shell loads it.
 */
export interface ModuleDecl {
  /** The folder name on web, server and shared. */
  name: string;
  sections: readonly SectionDecl[];
  /** Action codes beyond the spec's page codes (overview §6); a director holds them all. */
  codes: Readonly<Record<string, string>>;
  /**
   * A label in both languages for each code the module brings, and for an action code the page
   * (PageDecl.name) it acts on; the role editor's permission tree is built from these.
   */
  codeLabels?: Readonly<Record<string, CodeLabel>>;
  /**
   * In a school a regulator supervises, holding a key's code grants the value's code too: the
   * spec waives a second code there (overview §6, three-inspect management). The session
   * loader applies these, so menu and server agree.
   */
  regulatedGrants?: Readonly<Record<string, string>>;
}

/** What a person choosing permissions reads for one code. */
export interface CodeLabel {
  zh: string;
  en: string;
  /** The page an action code belongs to; a page's own code is placed by the page declaring it. */
  page?: string;
}

/**
 * A module's endpoints and what its pages call when they open (their reads; an action behind
 * a button checks its own code). Kept apart from ModuleDecl so the schemas load only where a
 * page or the server needs them; the server's route walk and the page-calls test read it.
 */
export interface ModuleContract {
  name: string;
  endpoints: readonly Endpoint[];
  /** Page name → the endpoints it calls on opening. */
  pageCalls: Readonly<Record<string, readonly Endpoint[]>>;
}

/** Every endpoint of an `endpoints(...)` group, for a module's list. */
export const all = (group: Readonly<Record<string, Endpoint>>): Endpoint[] => Object.values(group);

/** One area's part of a module contract, merged by the module's contract.ts. */
export type AreaContract = Pick<ModuleContract, 'endpoints' | 'pageCalls'>;
