import { BUILT_IN_KINDS } from '@kg/shared/modules/workflow/workflow-schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A built-in kind in the user's language; a school's own kind as it was named. */
export function useKindLabel() {
  const { t } = useTranslation();
  return useCallback((kind: string) => ((BUILT_IN_KINDS as readonly string[]).includes(kind) ? t(`workflow.kinds.${kind}`) : kind), [t]);
}
