import {
  APPROVER_KINDS,
  BUILT_IN_KINDS,
  FIELD_TYPES,
  HISTORY_ACTIONS,
  REQUEST_STATUSES,
  STEP_STATES,
} from '@kg/shared/modules/workflow/workflow-schemas';
import { describe, expect, it } from 'vitest';
import { buildResources } from '../../i18n/index.ts';

// every literal t('workflow.…') key of the approval pages, and every value the server may answer, in zh and en
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true });
type Tree = { [key: string]: string | Tree };
const lookup = (t: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((n, k) => (typeof n === 'object' ? n[k] : undefined), t);

describe('approval texts', () => {
  it('has every key the pages use and a name for every status, action, kind and type', async () => {
    const { zh, en } = await buildResources();
    const literal = Object.values(sources).flatMap((src) => [...src.matchAll(/['"](workflow\.[\w.]+)['"]/g)].map((m) => m[1]));
    const answered = [
      ...HISTORY_ACTIONS.map((a) => `actions.${a}`),
      ...REQUEST_STATUSES.map((s) => `status.${s}`),
      ...STEP_STATES.map((s) => `stepStates.${s}`),
      ...BUILT_IN_KINDS.map((k) => `kinds.${k}`),
      ...APPROVER_KINDS.map((k) => `approverKinds.${k}`),
      ...FIELD_TYPES.map((f) => `fieldTypes.${f}`),
      ...['todo', 'mine', 'done', 'cc'].map((w) => `inbox.titles.${w}`),
    ].map((k) => `workflow.${k}`);
    expect(literal.length).toBeGreaterThan(80);
    for (const key of [...literal, ...answered]) {
      expect(typeof lookup(zh, key), key).toBe('string');
      expect(typeof lookup(en, key), key).toBe('string');
    }
  });
});
