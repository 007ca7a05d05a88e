import { ChildForm } from './child-form.tsx';

/** /garden/student/add: a new child with at least one guardian. */
export default function GardenStudentAddPage() {
  return <ChildForm id={null} />;
}
