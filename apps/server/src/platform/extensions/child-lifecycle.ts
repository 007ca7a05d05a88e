import type { Contribution } from './registry.ts';
import type { Tx } from './school-created.ts';

/**
 * What happens to children: they leave the school (status 3), graduate (status 2, one by one or
 * with their class), or are removed. Garden makes the change and, in the same transaction, lets
 * each module close what it keeps open for them; the records themselves are kept.
 */
export type ChildEventKind = 'leave' | 'graduate' | 'remove';

export interface ChildEvent {
  kind: ChildEventKind;
  schoolId: number;
  /** The children concerned, already checked and locked by garden. */
  childIds: readonly number[];
}

/** A module's part when children leave, graduate or are removed; a throw refuses the change. */
export interface ChildLifecycleHandler extends Contribution {
  /** The events it cares for. */
  on: readonly ChildEventKind[];
  run: (tx: Tx, event: ChildEvent) => Promise<void>;
}
