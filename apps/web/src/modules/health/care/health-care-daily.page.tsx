import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { todayChina } from '@kg/shared/time/china';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard, useAfterSave, useIdParam } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { deleteNote, fetchCare } from './care-api.ts';
import { CareLog } from './care-log.tsx';
import { CareNoteDialog, type NoteTarget } from './care-note-dialog.tsx';
import './care.css';
import { joinClauses, joinList, withNote } from '../../../kit/with-note.ts';

/** One care record (?id=): what the care is, and its log of views and teacher entries, with add and edit. */
export default function HealthCareDailyPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const manage = usePermission([H.care]);
  const canEntry = usePermission([H.care, H.inspectRecord]);
  const detail = useQuery({ queryKey: ['detail', 'health-care', id], queryFn: () => fetchCare(id!), enabled: id !== null });
  const [note, setNote] = useState<NoteTarget | null>(null);
  if (id === null || detail.isError) return <Result status="404" title={t('healthCare.notFound')} />;
  if (!detail.data) return <Spin />;
  const c = detail.data;
  const ongoing = c.state === 'ongoing';
  const today = todayChina();
  // a new note defaults to today, or the nearest day of the care period
  const day = [c.startDay, today, c.endDay].sort()[1];
  const images = Object.fromEntries(c.images.map((i) => [i.id, i]));

  return (
    <PageCard
      title={`${c.studentName} · ${c.condition}`}
      testId="health-care-daily"
      extra={[
        <Tag key="state" color={ongoing ? 'processing' : 'default'}>
          {t(`healthCare.state.${c.state}`)}
        </Tag>,
        ongoing && manage && (
          <Button key="view" onClick={() => setNote({ kind: 'view', recordId: c.id, day })} data-testid="add-view">
            {t('healthCare.view.add')}
          </Button>
        ),
        ongoing && canEntry && (
          <Button key="entry" type="primary" onClick={() => setNote({ kind: 'entry', recordId: c.id, day })} data-testid="add-entry">
            {t('healthCare.entry.add')}
          </Button>
        ),
      ]}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'clazz', label: t('healthCare.fields.clazz'), children: c.clazzName },
          { key: 'period', label: t('healthCare.fields.period'), children: `${c.startDay} ~ ${c.endDay}` },
          { key: 'by', label: t('healthCare.fields.createdBy'), children: c.createdByName },
          { key: 'needs', label: t('healthCare.fields.needs'), children: c.needs ?? t('kit.empty'), span: 'filled' },
          {
            key: 'medicines',
            label: t('healthCare.fields.medicines'),
            children:
              joinClauses(
                c.medicines.map((m) => (m.times.length ? withNote(`${m.name} ${m.dose}`, joinList(m.times)) : `${m.name} ${m.dose}`)),
              ) || t('kit.empty'),
            span: 'filled',
          },
          {
            key: 'remind',
            label: t('healthCare.fields.remindMembers'),
            children: c.remindMembers.length
              ? `${joinList(c.remindMembers.map((m) => m.name))} @ ${joinList(c.remindTimes)}`
              : t('kit.empty'),
            span: 'filled',
          },
        ]}
      />
      <Card size="small" title={t('healthCare.timeline')} style={{ marginTop: 16 }}>
        <CareLog
          care={c}
          actions={{
            manage,
            onEditView: (row) => setNote({ kind: 'view', row }),
            onEditEntry: (row) => setNote({ kind: 'entry', row, images }),
            onDelete: async (kind, noteId, mine) => {
              await deleteNote(kind, noteId, mine);
              await afterSave({ text: t('kit.actions.deleted') });
            },
          }}
        />
      </Card>
      {note && (
        <CareNoteDialog
          target={note}
          period={[c.startDay, c.endDay]}
          onClose={() => setNote(null)}
          onSaved={() => {
            setNote(null);
            void afterSave();
          }}
        />
      )}
    </PageCard>
  );
}
