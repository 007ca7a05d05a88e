import { App, Button, type ButtonProps, Card, Checkbox, Empty, List, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, useAfterSave } from '../../../kit/index.ts';
import { type Authority, changeScope, endSupervision } from './school-api.ts';

/** The authorities supervising the school: what each may see (editable) and ending supervision. */
export function AuthorityList({ authorities, mayDecide }: { authorities: Authority[]; mayDecide: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const afterSave = useAfterSave();

  const setScope = async (a: Authority, patch: Partial<Pick<Authority, 'allowEntry' | 'allowReports'>>) => {
    try {
      await changeScope(a.regulatorId, { allowEntry: a.allowEntry, allowReports: a.allowReports, ...patch });
      await afterSave({ text: t('school.supervise.scopeSaved') });
    } catch {
      // the request layer showed why
    }
  };
  const end = (a: Authority) =>
    modal.confirm({
      title: t('school.supervise.end'),
      content: t('school.supervise.endConfirm', { name: a.regulatorName }),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-end' } as ButtonProps,
      onOk: async () => {
        try {
          await endSupervision(a.regulatorId);
          await afterSave({ text: t('school.supervise.ended') });
        } catch {
          // the request layer showed why
        }
      },
    });

  if (authorities.length === 0) return <Empty description={t('school.supervise.none')} />;
  return (
    <List
      dataSource={authorities}
      rowKey="regulatorId"
      renderItem={(a) => (
        <Card size="small" style={{ marginBottom: 12 }} data-testid="authority">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <strong>{a.regulatorName}</strong>
              {a.since && <Tag>{`${t('school.supervise.since')} ${dateTime(a.since)}`}</Tag>}
            </Space>
            <Space wrap>
              <Checkbox checked={a.allowEntry} disabled={!mayDecide} onChange={(e) => void setScope(a, { allowEntry: e.target.checked })}>
                {t('school.supervise.allowEntry')}
              </Checkbox>
              <Checkbox
                checked={a.allowReports}
                disabled={!mayDecide}
                onChange={(e) => void setScope(a, { allowReports: e.target.checked })}
              >
                {t('school.supervise.allowReports')}
              </Checkbox>
            </Space>
            {mayDecide && (
              <Button danger size="small" data-testid="end-supervision" onClick={() => end(a)}>
                {t('school.supervise.end')}
              </Button>
            )}
          </Space>
        </Card>
      )}
    />
  );
}
