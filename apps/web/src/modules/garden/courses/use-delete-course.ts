import { App, type ButtonProps } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { call, useAfterSave, useConfirmDelete } from '../../../kit/index.ts';
import { COURSE_ENDPOINTS } from '../classboard-api.ts';

/**
 * Deleting a course: the usual question first; a course with sign-in records is refused
 * (garden-0003) until a second question is answered, then deleted with its records.
 */
export function useDeleteCourse(after?: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const afterSave = useAfterSave();

  const deleteWithSigns = useCallback(
    (id: number, text: string) => {
      modal.confirm({
        title: text,
        okText: t('classboard.course.deleteWithSigns'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true, 'data-testid': 'confirm-delete-signs' } as ButtonProps,
        onOk: async () => {
          try {
            await call(COURSE_ENDPOINTS.remove, { id, confirm: true });
            await afterSave({ text: t('kit.actions.deleted') });
            after?.();
          } catch {
            // the request layer showed why
          }
        },
      });
    },
    [after, afterSave, modal, t],
  );

  return useCallback(
    (id: number) =>
      confirmDelete(async () => {
        try {
          await call(COURSE_ENDPOINTS.remove, { id }, { silent: true });
        } catch (err) {
          if (err instanceof ApiError && err.code === 'garden-0003') {
            const n = (err.data as { signCount?: number } | null)?.signCount;
            deleteWithSigns(id, n ? t('classboard.course.hasSigns', { count: n }) : err.message);
          } else {
            void message.error(err instanceof Error && err.message ? err.message : t('request.failed'));
          }
          return false;
        }
        after?.();
        return true;
      }),
    [after, confirmDelete, deleteWithSigns, message, t],
  );
}
