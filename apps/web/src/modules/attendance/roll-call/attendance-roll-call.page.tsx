import { ReloadOutlined } from '@ant-design/icons';
import { ATTENDANCE_CODES as C } from '@kg/shared/modules/attendance/codes';
import { todayChina } from '@kg/shared/time/china';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { call, PageCard, useAfterSave, useCall } from '../../../kit/index.ts';
import { usePermission } from '../../../permission/has-permission.ts';
import { HistoryDrawer } from './history-drawer.tsx';
import { MarkDialog } from './mark-dialog.tsx';
import { RegisterTable, RegisterTotals } from './register-table.tsx';
import { ROLL_CALL_ENDPOINTS as E, type RegisterChild, TODAY_REFRESH_MS } from './roll-call-api.ts';

/**
 * The class register (/attendance/student/account?classId=&day=): a teacher's own classes (a
 * director's whole school), a day (today by default), each child's state with the class totals,
 * a mark dialog and a child's day history. Today's list refreshes itself every minute and after
 * each mark; the gate screen is the live one.
 */
export default function AttendanceRollCallPage() {
  const { t } = useTranslation();
  const afterSave = useAfterSave();
  const canMark = usePermission([C.rollCallMark]);
  const query = new URLSearchParams(useLocation().search);
  const classes = useCall('options', E.classes, {});
  const [picked, setPicked] = useState<number | undefined>(Number(query.get('classId')) || undefined);
  const [day, setDay] = useState(query.get('day') || todayChina());
  const [marking, setMarking] = useState<RegisterChild | null>(null);
  const [showing, setShowing] = useState<RegisterChild | null>(null);
  const classId = picked ?? classes.data?.[0]?.id;
  const today = day === todayChina();
  const list = useQuery({
    queryKey: ['list', E.list.path, { classId, day }],
    queryFn: () => call(E.list, { classId: classId as number, day }),
    enabled: classId !== undefined,
    refetchInterval: today ? TODAY_REFRESH_MS : false,
  });
  const page = list.data;

  return (
    <PageCard
      title={t('attendanceRollCall.title')}
      testId="attendance-roll-call"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} data-testid="refresh">
          {t('attendanceRollCall.refresh')}
        </Button>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ minWidth: 160 }}
          value={classId}
          onChange={setPicked}
          loading={classes.isLoading}
          placeholder={t('attendanceRollCall.clazz')}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="class-select"
        />
        <DatePicker
          value={dayjs(day)}
          allowClear={false}
          disabledDate={(d) => d.format('YYYY-MM-DD') > todayChina()}
          onChange={(d) => d && setDay(d.format('YYYY-MM-DD'))}
          data-testid="day-picker"
        />
      </Space>
      {classes.data && classes.data.length === 0 ? (
        <Empty description={t('attendanceRollCall.noClass')} />
      ) : (
        <>
          {page && !page.schoolDay && (
            <Alert type="info" showIcon message={t('attendanceRollCall.closedDay')} style={{ marginBottom: 12 }} />
          )}
          {page?.arrivalOpen && <Alert type="info" showIcon message={t('attendanceRollCall.arrivalOpen')} style={{ marginBottom: 12 }} />}
          {page && <RegisterTotals totals={page.totals} />}
          <div style={{ marginTop: 12 }}>
            <RegisterTable
              page={page}
              loading={list.isFetching && !page}
              onMark={canMark && page?.schoolDay ? setMarking : null}
              onHistory={setShowing}
            />
          </div>
        </>
      )}
      {marking && (
        <MarkDialog
          child={marking}
          day={day}
          onClose={() => setMarking(null)}
          onSaved={() => {
            setMarking(null);
            void afterSave({ text: t('attendanceRollCall.saved') });
          }}
        />
      )}
      {showing && <HistoryDrawer child={showing} day={day} onClose={() => setShowing(null)} />}
    </PageCard>
  );
}
