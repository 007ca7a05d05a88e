import { Button, Empty, Image, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../kit/with-note.ts';
import type { CareDetail, EntryRow, ViewRow } from './care-api.ts';
import { careTimeline } from './care-timeline.ts';

interface Actions {
  /** May change anyone's notes (the care code); one's own are always editable. */
  manage: boolean;
  onEditView: (v: ViewRow) => void;
  onEditEntry: (e: EntryRow) => void;
  onDelete: (kind: 'view' | 'entry', id: number, mine: boolean) => void;
}

/** The care's log by day: the health teacher's views and the class teachers' entries, each with its author and actions. */
export function CareLog({ care, actions }: { care: CareDetail; actions: Actions }) {
  const { t } = useTranslation();
  const days = careTimeline(care.views, care.entries);
  const image = new Map(care.images.map((i) => [i.id, i]));
  if (!days.length) return <Empty description={t('healthCare.noNotes')} />;
  const tools = (kind: 'view' | 'entry', mine: boolean, id: number, edit: () => void) =>
    (mine || actions.manage) && (
      <Space size={0}>
        <Button type="link" size="small" onClick={edit} data-testid={`edit-${kind}`}>
          {t('kit.actions.edit')}
        </Button>
        <Popconfirm
          title={t('kit.actions.confirmDelete')}
          onConfirm={() => actions.onDelete(kind, id, mine)}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
        >
          <Button type="link" size="small" danger>
            {t('kit.actions.delete')}
          </Button>
        </Popconfirm>
      </Space>
    );
  return (
    <div data-testid="care-log">
      {days.map((d) => (
        <div key={d.day} className="care-day">
          <div className="care-day-title">{d.day}</div>
          {d.views.map((v) => (
            <div key={`v${v.id}`} className="care-note">
              <div className="care-note-head">
                <Tag color="blue">{t('healthCare.view.label')}</Tag>
                <span>{v.authorName}</span>
                <Tag color={v.trend === 'worse' ? 'red' : v.trend === 'better' ? 'green' : 'default'}>
                  {t(`healthCare.view.trends.${v.trend}`)}
                </Tag>
                {tools('view', v.mine, v.id, () => actions.onEditView(v))}
              </div>
              <Typography.Paragraph style={{ margin: 0 }}>{v.content}</Typography.Paragraph>
            </div>
          ))}
          {d.entries.map((e) => (
            <div key={`e${e.id}`} className="care-note care-note-entry">
              <div className="care-note-head">
                <Tag color="green">{t('healthCare.entry.label')}</Tag>
                <span>{e.authorName}</span>
                {e.temperature !== null && (
                  <Tag
                    color={e.fever ? 'red' : 'default'}
                  >{`${e.temperature.toFixed(1)} ℃${e.fever ? ` · ${t('healthCare.entry.fever')}` : ''}`}</Tag>
                )}
                {tools('entry', e.mine, e.id, () => actions.onEditEntry(e))}
              </div>
              {e.medicineTimes.length > 0 && <div>{`${t('healthCare.entry.medicineTimes')}: ${joinList(e.medicineTimes)}`}</div>}
              {e.observation && <Typography.Paragraph style={{ margin: 0 }}>{e.observation}</Typography.Paragraph>}
              {e.imageIds.length > 0 && (
                <Image.PreviewGroup>
                  <Space wrap>
                    {e.imageIds.map(
                      (id) =>
                        image.get(id) && (
                          <Image key={id} width={64} height={64} src={image.get(id)!.thumbnailUrl} preview={{ src: image.get(id)!.url }} />
                        ),
                    )}
                  </Space>
                </Image.PreviewGroup>
              )}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
