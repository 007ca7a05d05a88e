import type { FormField, FormValues } from '@kg/shared/modules/workflow/workflow-schemas';
import type { Db } from '../../db/pool.ts';

/** What a hook learns of the request it decides: enough to write its own records. */
export interface FinishedRequest {
  schoolId: number;
  id: number;
  processId: number;
  kind: string;
  applicantId: number;
  values: FormValues;
}

/** The transaction of the final decision: a hook's writes commit or roll back with it. */
export type DecisionTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ProcessKind {
  /** The form the designer starts from for this kind. */
  formDefaults: FormField[];
  onApproved?: (tx: DecisionTx, request: FinishedRequest) => Promise<void>;
  onRejected?: (tx: DecisionTx, request: FinishedRequest) => Promise<void>;
}

const kinds = new Map<string, ProcessKind & { builtIn: boolean }>();

/**
 * A module declares a kind of request once, at start: its default form and what a final
 * approval or rejection does. The engine runs the action inside the decision's transaction,
 * so a refund is never approved without its ledger entry (a throwing hook undoes the decision).
 */
export function registerProcessKind(kind: string, spec: ProcessKind, builtIn = false): void {
  kinds.set(kind, { ...spec, builtIn });
}

export const processKind = (kind: string) => kinds.get(kind);

export const registeredKinds = () => [...kinds.entries()].map(([kind, k]) => ({ kind, builtIn: k.builtIn, form: k.formDefaults }));

/** Anything that opens a transaction: the pool, or a transaction (a savepoint: the demo seed runs the engine inside its own). */
export type TxRunner = Pick<DecisionTx, 'transaction'>;
