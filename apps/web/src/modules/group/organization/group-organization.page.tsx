import { Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../../kit/index.ts';
import { DepartmentPanel } from './department-panel.tsx';
import { EmployeePanel } from './employee-panel.tsx';
import './org.css';

/** The group's departments (left) and the employees of the chosen one (right); stacked on a phone. */
export default function GroupOrganizationPage() {
  const { t } = useTranslation();
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  return (
    <PageCard title={t('groupOrg.title')} testId="group-organization">
      <Row gutter={16} className="group-org-layout">
        <Col xs={24} md={8} xl={6}>
          <DepartmentPanel selected={departmentId} onSelect={setDepartmentId} />
        </Col>
        <Col xs={24} md={16} xl={18}>
          <EmployeePanel departmentId={departmentId} />
        </Col>
      </Row>
    </PageCard>
  );
}
