import { CLAZZ_NAME_MAX } from '@kg/shared/modules/garden/classes';
import { useQueries } from '@tanstack/react-query';
import { Alert, Input, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';
import { type ClassRow, fetchNextGrade, type NextGrade, upgradeClasses } from './class-api.ts';

type Upgradable = Pick<ClassRow, 'id' | 'name' | 'gradeId' | 'gradeName'>;

export interface UpgradeDialogProps {
  /** One class (row action) or the selected ones (batch). */
  classes: Upgradable[];
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * Term end: the classes move to the grade one level up, all or nothing. Each may get a new
 * name (active class names stay unique, so 小一班 → 中一班 often needs one).
 */
export function UpgradeDialog({ classes, onClose, onDone }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const [names, setNames] = useState<Record<number, string>>(() => Object.fromEntries(classes.map((c) => [c.id, c.name])));
  const [busy, setBusy] = useState(false);
  const gradeIds = [...new Set(classes.map((c) => c.gradeId))];
  const next = useQueries({
    queries: gradeIds.map((gradeId) => ({ queryKey: ['garden-next-grade', gradeId], queryFn: () => fetchNextGrade(gradeId) })),
  });
  const nextOf = new Map<number, NextGrade | undefined>(gradeIds.map((id, i) => [id, next[i]?.data]));
  const loading = next.some((q) => q.isPending);
  const blocked = classes.filter((c) => !nextOf.get(c.gradeId)?.canUpgrade);
  const badName = classes.some((c) => !(names[c.id] ?? '').trim());

  async function confirm() {
    const renames = classes.map((c) => ({ id: c.id, name: (names[c.id] ?? '').trim() })).filter((r, i) => r.name !== classes[i].name);
    setBusy(true);
    try {
      const done = await upgradeClasses(
        classes.map((c) => c.id),
        renames,
      );
      onDone(t('classes.upgrade.done', { count: done.length }));
    } catch {
      // all or nothing: the toast names the problem (e.g. a duplicate name), nothing changed
    } finally {
      setBusy(false);
    }
  }

  const columns: TableColumnsType<Upgradable> = [
    { title: t('classes.columns.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('classes.upgrade.gradeChange'),
      key: 'grade',
      render: (_, c) => {
        const n = nextOf.get(c.gradeId);
        if (!n) return c.gradeName;
        if (n.isTopGrade) return <Typography.Text type="danger">{t('classes.upgrade.topGrade')}</Typography.Text>;
        if (!n.nextGrade) return <Typography.Text type="danger">{t('classes.upgrade.noNextGrade')}</Typography.Text>;
        return `${c.gradeName} → ${n.nextGrade.name}`;
      },
    },
    {
      title: t('classes.upgrade.newName'),
      key: 'rename',
      render: (_, c) => (
        <Input
          id={`upgradeName-${c.id}`}
          data-testid="upgrade-name"
          value={names[c.id] ?? ''}
          maxLength={CLAZZ_NAME_MAX}
          status={(names[c.id] ?? '').trim() ? undefined : 'error'}
          onChange={(e) => setNames({ ...names, [c.id]: e.target.value })}
          style={{ width: 160 }}
        />
      ),
    },
  ];

  return (
    <Modal
      open
      title={t('classes.upgrade.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('classes.upgrade.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: loading || blocked.length > 0 || badName }}
      confirmLoading={busy}
      width={640}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('classes.upgrade.hint')} />
      {!loading && blocked.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('classes.upgrade.blocked', { names: joinList(blocked.map((c) => c.name)) })}
        />
      )}
      <Table<Upgradable> rowKey="id" size="small" columns={columns} dataSource={classes} pagination={false} loading={loading} />
    </Modal>
  );
}
