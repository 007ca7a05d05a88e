import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { download } from '../../../api/request.ts';
import { GRADUATE_FILE_ENDPOINTS, type GraduationFailure, type GraduationRefusal } from './child-api.ts';

/**
 * A refused batch graduation (all or nothing): every child that cannot graduate with its
 * reason, and the reasons workbook (graduate-stu-failed-reason) to download.
 */
export function GraduationRefusalDialog({ refusal, onClose }: { refusal: GraduationRefusal | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  return (
    <Modal
      open={refusal !== null}
      title={t('children.graduation.refusedTitle')}
      onCancel={onClose}
      width={640}
      footer={[
        <Button
          key="report"
          icon={<DownloadOutlined />}
          onClick={() => refusal && download(GRADUATE_FILE_ENDPOINTS.failureReport.path, { id: refusal.reportId })}
          data-testid="graduation-report"
        >
          {t('children.graduation.report')}
        </Button>,
        <Button key="ok" type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>,
      ]}
    >
      {refusal && (
        <div data-testid="graduation-refused">
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('children.graduation.refused', { count: refusal.failures.length })}
          />
          <Table<GraduationFailure>
            size="small"
            rowKey="studentId"
            dataSource={refusal.failures}
            pagination={refusal.failures.length > 10 ? { pageSize: 10, size: 'small' } : false}
            columns={[
              { title: t('children.fields.name'), dataIndex: 'name', render: (v: string, r) => v || `#${r.studentId}` },
              { title: t('children.fields.clazz'), dataIndex: 'clazzName' },
              { title: t('kit.import.reason'), key: 'reason', render: (_: unknown, r) => (en ? r.reasonEn : r.reason) },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
