import { Button, Modal, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, useAfterSave, usePagedList } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { addChildren, type CandidateRow, SPECIAL_ENDPOINTS as E, type GroupRow } from './special-api.ts';

/** Children whose allergy records hold one of the group's allergens: add one, or all in one step. */
export function CandidatesDialog({ group, onClose }: { group: GroupRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const afterSave = useAfterSave();
  const list = usePagedList(E.candidates, { groupId: group.id });
  const en = i18n.language.startsWith('en');
  const add = async (ids: number[], all = false) => {
    const r = await addChildren(group.id, ids, all);
    await afterSave({ text: t('recipesDishes.group.added', { count: r.count }) });
  };
  const columns: TableColumnsType<CandidateRow> = [
    { key: 'name', title: t('recipesDishes.child.name'), dataIndex: 'name' },
    { key: 'clazz', title: t('recipesDishes.child.clazz'), render: (_, r) => r.clazzName ?? '' },
    {
      key: 'allergies',
      title: t('recipesDishes.child.allergies'),
      render: (_, r) => joinList(r.allergies.map((a) => (en ? (a.nameEn ?? a.name) : a.name))),
    },
    {
      key: 'add',
      title: t('kit.actions.operation'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => void add([r.studentId])}>
          {t('kit.actions.add')}
        </Button>
      ),
    },
  ];
  return (
    <Modal
      open
      width="min(720px, 100vw)"
      title={t('recipesDishes.group.candidatesTitle', { group: group.name })}
      onCancel={onClose}
      footer={
        <Button type="primary" data-testid="add-all" disabled={!list.total} onClick={() => void add([], true)}>
          {t('recipesDishes.group.addAll', { count: list.total })}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('recipesDishes.group.candidatesHelp')}</Typography.Paragraph>
      <PagedTable<CandidateRow> list={list} columns={columns} testId="special-candidates-table" rowKey="studentId" />
    </Modal>
  );
}
