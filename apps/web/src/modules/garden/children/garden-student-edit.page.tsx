import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIdParam } from '../../../kit/index.ts';
import { ChildForm } from './child-form.tsx';

/** /garden/student/edit?id=: the child form filled with the child and its guardians. */
export default function GardenStudentEditPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) return <Result status="warning" title={t('children.notFound')} />;
  // a new id starts a fresh form
  return <ChildForm key={id} id={id} />;
}
