import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { todayChina } from '@kg/shared/time/china';
import { Button, Col, DatePicker, Row, Space, Statistic, Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { FailuresCard } from './failures-card.tsx';
import { type ClassFigures, PICKUP_ENDPOINTS as E, PICKUP_PATHS } from './pickup-api.ts';
import { RefusalsCard } from './refusals-card.tsx';
import { SettingsDialog } from './settings-dialog.tsx';

const COUNTS = ['children', 'pickedUp', 'byPicker', 'refused', 'notPickedUp'] as const;
const SCHOOL = ['activePickers', 'expiringSoon', 'childrenWithoutPicker', 'failures'] as const;

/**
 * Smart pickup of a day: the school's totals, each class's figures (a teacher: her classes; a
 * class opens its children), the photos the face terminals could not use with the redo-photo
 * notices, and the school's settings.
 */
export default function AttendancePickupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [day, setDay] = useState(todayChina());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canSet = usePermission([C.pickupSettings]);
  const classes = useCall('list', E.getClazzStatistics, { day });
  const totals = useCall('detail', E.smartPickTotal, { day });

  const columns: TableColumnsType<ClassFigures> = [
    {
      key: 'className',
      title: t('attendancePickup.clazz'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link data-testid="class-link" onClick={() => navigate(PICKUP_PATHS.klass(r.classId, day))}>
          {r.className}
        </Typography.Link>
      ),
    },
    { key: 'gradeName', title: t('attendancePickup.grade'), dataIndex: 'gradeName', responsive: ['md'] },
    ...COUNTS.map((k) => ({ key: k, title: t(`attendancePickup.counts.${k}`), dataIndex: k, align: 'right' as const })),
  ];

  return (
    <PageCard
      title={t('attendancePickup.title')}
      testId="attendance-pickup"
      extra={
        canSet && (
          <Button data-testid="open-settings" onClick={() => setSettingsOpen(true)}>
            {t('attendancePickup.settings.open')}
          </Button>
        )
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('attendancePickup.day')}</span>
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          data-testid="day-picker"
        />
      </Space>
      {totals.data && (
        <Row gutter={[12, 12]} style={{ marginBottom: 16 }} data-testid="pickup-totals">
          {[...COUNTS, ...SCHOOL].map((k) => (
            <Col key={k} xs={12} sm={8} lg={4}>
              <Statistic title={t(`attendancePickup.counts.${k}`)} value={totals.data[k]} data-testid={`total-${k}`} />
            </Col>
          ))}
        </Row>
      )}
      <Table<ClassFigures>
        size="small"
        rowKey="classId"
        loading={classes.isFetching}
        columns={columns}
        dataSource={classes.data?.list ?? []}
        pagination={false}
        // a row's `children` is a head count, not nested rows
        expandable={{ childrenColumnName: 'nestedRows' }}
        scroll={{ x: 'max-content' }}
        data-testid="pickup-class-table"
      />
      <RefusalsCard day={day} />
      <FailuresCard day={day} staff={canSet} />
      {settingsOpen && totals.data && <SettingsDialog settings={totals.data.settings} onClose={() => setSettingsOpen(false)} />}
    </PageCard>
  );
}
