import { HEALTH_CODES as H } from '@kg/shared/modules/health/codes';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Image, List, Result, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, PageCard, useAfterSave, useIdParam, withNote } from '../../../kit/index.ts';
import { joinList } from '../../../kit/with-note.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { useRelationLabel } from '../../garden/index.ts';
import { fetchExhort } from './exhort-api.ts';
import { ExhortConfirmDialog } from './exhort-confirm-dialog.tsx';

/** One exhortation (?id=): what the guardian asked for the day, the medicine photos, and its confirmation. */
export default function ExhortDetailPage() {
  const { t } = useTranslation();
  const relation = useRelationLabel();
  const id = useIdParam();
  const afterSave = useAfterSave();
  const canConfirm = usePermission([H.exhort]);
  const [confirming, setConfirming] = useState(false);
  const detail = useQuery({ queryKey: ['detail', 'exhort', id], queryFn: () => fetchExhort(id!), enabled: id !== null });
  if (id === null || detail.isError) return <Result status="404" title={t('exhort.notFound')} />;
  if (!detail.data) return <Spin />;
  const x = detail.data;
  const image = new Map(x.images.map((i) => [i.id, i]));
  return (
    <PageCard
      title={`${x.studentName} · ${x.day}`}
      testId="exhort-detail"
      extra={[
        <Tag key="state" color={x.confirmed ? 'success' : 'warning'}>
          {t(`exhort.confirmed.${x.confirmed ? 'yes' : 'no'}`)}
        </Tag>,
        !x.confirmed && canConfirm && (
          <Button key="confirm" type="primary" onClick={() => setConfirming(true)} data-testid="confirm">
            {t('exhort.confirm')}
          </Button>
        ),
      ]}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'clazz', label: t('exhort.fields.clazz'), children: x.clazzName },
          { key: 'guardian', label: t('exhort.fields.guardian'), children: withNote(x.guardianName, relation(x.relation)) },
          { key: 'phone', label: t('exhort.fields.phone'), children: x.guardianPhone },
          { key: 'notes', label: t('exhort.fields.notes'), children: x.notes ?? t('kit.empty'), span: 'filled' },
        ]}
      />
      <Card size="small" title={t('exhort.fields.medicines')} style={{ marginTop: 16 }}>
        <List
          dataSource={x.medicines}
          locale={{ emptyText: t('exhort.noMedicine') }}
          renderItem={(m) => (
            <List.Item>
              <Space wrap>
                <strong>{m.name}</strong>
                <span>{`${t('exhort.fields.dose')}: ${m.dose}`}</span>
                {m.times.length > 0 && <span>{`${t('exhort.fields.times')}: ${joinList(m.times)}`}</span>}
                {m.imageId !== null && image.get(m.imageId) && (
                  <Image width={64} height={64} src={image.get(m.imageId)!.thumbnailUrl} preview={{ src: image.get(m.imageId)!.url }} />
                )}
              </Space>
            </List.Item>
          )}
        />
      </Card>
      {x.confirmed && (
        <Card size="small" title={t('exhort.confirmedOk')} style={{ marginTop: 16 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'by', label: t('exhort.fields.confirmedBy'), children: x.confirmedByName ?? t('kit.empty') },
              {
                key: 'at',
                label: t('exhort.fields.confirmedAt'),
                children: x.confirmedAt ? dateTime(x.confirmedAt, 'minute') : t('kit.empty'),
              },
              { key: 'times', label: t('exhort.fields.doneTimes'), children: joinList(x.doneTimes) || t('kit.empty') },
              { key: 'note', label: t('exhort.fields.doneNote'), children: x.doneNote ?? t('kit.empty') },
            ]}
          />
        </Card>
      )}
      {confirming && (
        <ExhortConfirmDialog
          exhort={x}
          onClose={() => setConfirming(false)}
          onSaved={() => {
            setConfirming(false);
            void afterSave({ text: t('exhort.confirmedOk') });
          }}
        />
      )}
    </PageCard>
  );
}
