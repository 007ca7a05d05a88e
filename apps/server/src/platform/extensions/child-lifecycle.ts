import type { Contribution } from './registry.ts';
import type { Tx } from './school-created.ts';

/**
 * What happens to children: they leave the school (the child "remove" call: status 3) or graduate
 * (status 2, one by one or with their class). Garden makes the change and, in the same
 * transaction, lets each module close what it keeps open for them. Records are kept: no call
 * deletes a child, and the other modules' foreign keys to students refuse a delete.
 */
export type ChildEventKind = 'leave' | 'graduate';

export interface ChildEvent {
  kind: ChildEventKind;
  schoolId: number;
  /** The children concerned, already checked and locked by garden. */
  childIds: readonly number[];
}

/** A module's part when children leave or graduate; a throw refuses the change and rolls it back. */
export interface ChildLifecycleHandler extends Contribution {
  /** The events it cares for. */
  on: readonly ChildEventKind[];
  run: (tx: Tx, event: ChildEvent) => Promise<unknown>;
}
