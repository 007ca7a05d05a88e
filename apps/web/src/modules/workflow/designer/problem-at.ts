import type { TFunction } from 'i18next';
import type { DraftProblem } from './process-draft.ts';

/** Form.Item props marking the problem at exactly `path`, if any: red border and its message. */
export function problemAt(problems: readonly DraftProblem[], path: string, t: TFunction) {
  const p = problems.find((x) => x.path === path);
  return p ? { validateStatus: 'error' as const, help: t(p.message) } : {};
}
