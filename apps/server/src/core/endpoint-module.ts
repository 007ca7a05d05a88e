import type { Endpoint } from '@kg/shared';
import { MODULE_CONTRACTS } from '@kg/shared/modules/contracts';

let moduleByPath: Map<string, string> | undefined;

/**
 * The module whose contract declares the endpoint (garden, platform, …): what a module switch
 * turns off and what the audit trail files a write under.
 */
export function moduleOf(e: Endpoint): string {
  moduleByPath ??= new Map(MODULE_CONTRACTS.flatMap((m) => m.endpoints.map((x) => [x.path, m.name] as const)));
  return moduleByPath.get(e.path) ?? 'system';
}
