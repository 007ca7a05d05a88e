import { chinaDateTime } from '@kg/shared/time/china';
import { Badge, Button, Card, Col, Empty, List, Progress, Row, Statistic, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverNowMs } from '../../../api/server-time.ts';
import { logout } from '../../../session/logout.ts';
import { useSession } from '../../../session/session-store.ts';
import { followGate, type GateLink, type GateState } from './gate-api.ts';
import './gate.css';

/** China's wall clock from the server-corrected time, ticking each second. */
function useClock(): string {
  const read = () => chinaDateTime(new Date(serverNowMs())).slice(11, 19);
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setNow(read()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const LINK_COLOR: Record<GateLink, 'processing' | 'success' | 'error'> = { connecting: 'processing', live: 'success', waiting: 'error' };

/**
 * The gate screen (/fullPage/attendance/index): today's arrivals at the school, live from the
 * server's stream, full page without the frame. Signing out here returns to this screen after
 * the next sign-in (overview §4: logout keeps a /fullPage view as the redirect).
 */
export default function AttendanceGatePage() {
  const { t } = useTranslation();
  const session = useSession();
  const clock = useClock();
  const [state, setState] = useState<GateState | null>(null);
  const [link, setLink] = useState<GateLink>('connecting');

  useEffect(() => {
    const stop = new AbortController();
    void followGate(setState, setLink, stop.signal);
    return () => stop.abort();
  }, []);

  const notYet = state ? Math.max(0, state.expected - state.arrived - state.onLeave) : 0;
  return (
    <div className="kg-gate" data-testid="gate-screen">
      <header className="kg-gate-head">
        <div>
          <h1>{session?.schoolName}</h1>
          <div className="kg-gate-day">
            {t('attendanceGate.title')} {state?.day}
            {state && !state.schoolDay ? <Tag className="kg-gate-tag">{t('attendanceGate.noSchoolDay')}</Tag> : null}
          </div>
        </div>
        <div className="kg-gate-clock" data-testid="gate-clock">
          {clock}
        </div>
        <div className="kg-gate-side">
          <Badge status={LINK_COLOR[link]} text={t(`attendanceGate.link.${link}`)} data-testid="gate-link" />
          <Button onClick={() => void logout({ callServer: true })} data-testid="gate-logout">
            {t('attendanceGate.logout')}
          </Button>
        </div>
      </header>
      <Row gutter={[16, 16]}>
        {(
          [
            ['expected', state?.expected],
            ['arrived', state?.arrived],
            ['onLeave', state?.onLeave],
            ['notYet', state ? notYet : undefined],
          ] as const
        ).map(([key, value]) => (
          <Col xs={12} md={6} key={key}>
            <Card>
              <Statistic title={t(`attendanceGate.${key}`)} value={value ?? '-'} data-testid={`gate-${key}`} />
            </Card>
          </Col>
        ))}
        <Col xs={24} lg={12}>
          <Card title={t('attendanceGate.latest')}>
            {state?.latest.length ? (
              <List
                dataSource={state.latest}
                rowKey={(a) => `${a.studentId}`}
                renderItem={(a) => (
                  <List.Item data-testid="gate-arrival">
                    <span className="kg-gate-name">{a.name}</span>
                    <span>{a.className}</span>
                    <span>{chinaDateTime(new Date(a.at)).slice(11, 16)}</span>
                    <Tag>{t(`attendanceGate.kind.${a.kind}`, { defaultValue: a.kind })}</Tag>
                  </List.Item>
                )}
              />
            ) : (
              <Empty description={t('attendanceGate.noneYet')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('attendanceGate.classes')}>
            {state?.classes.map((c) => (
              <div key={c.classId} className="kg-gate-class" data-testid="gate-class">
                <span className="kg-gate-name">{c.name}</span>
                <Progress
                  percent={c.expected ? Math.round((100 * c.arrived) / c.expected) : 0}
                  format={() => `${c.arrived}/${c.expected}`}
                />
              </div>
            ))}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
