import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { useAfterSave } from '../../../kit/index.ts';
import { type GraduationRefusal, graduateChild, graduateChildren, removeChildren } from './child-api.ts';
import { GraduationRefusalDialog } from './graduation-refusal.tsx';

const REFUSED = 'kid-arch-0032';

const refusalOf = (err: unknown): GraduationRefusal | null => {
  if (!(err instanceof ApiError) || err.code !== REFUSED) return null;
  const d = err.data as Partial<GraduationRefusal> | null;
  return d && Array.isArray(d.failures) && typeof d.reportId === 'number' ? { failures: d.failures, reportId: d.reportId } : null;
};

/**
 * The changes a child list offers, each after a confirmation: leave school (one or many) and
 * graduation (one, or many all or nothing with the refusal reasons). `done` runs after a change.
 */
export function useChildActions(done: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const afterSave = useAfterSave();
  const [refusal, setRefusal] = useState<GraduationRefusal | null>(null);

  // the request layer already showed a failure's toast; the dialog just closes
  const attempt = async (run: () => Promise<unknown>, text: string) => {
    try {
      await run();
      done();
      await afterSave({ text });
    } catch {
      // shown by the request layer
    }
  };

  const remove = (ids: number[], name?: string) =>
    modal.confirm({
      title: t('children.remove.title'),
      content: name ? t('children.remove.one', { name }) : t('children.remove.many', { count: ids.length }),
      okButtonProps: { danger: true },
      onOk: () => attempt(() => removeChildren(ids), t('children.remove.done')),
    });

  const graduate = (id: number, name: string) =>
    modal.confirm({
      title: t('children.graduation.title'),
      content: t('children.graduation.one', { name }),
      onOk: () => attempt(() => graduateChild(id), t('children.graduation.done', { count: 1 })),
    });

  const graduateMany = (ids: number[]) =>
    modal.confirm({
      title: t('children.graduation.title'),
      content: t('children.graduation.many', { count: ids.length }),
      onOk: async () => {
        try {
          const r = await graduateChildren(ids);
          done();
          await afterSave({ text: t('children.graduation.done', { count: r.graduated }) });
        } catch (err) {
          const r = refusalOf(err);
          if (r) setRefusal(r);
          else void message.error(err instanceof Error && err.message ? err.message : t('children.failed'));
        }
      },
    });

  const dialogs = <GraduationRefusalDialog refusal={refusal} onClose={() => setRefusal(null)} />;
  return { remove, graduate, graduateMany, dialogs };
}
