import { StudentForm } from './student-form.tsx';

/** /garden/student/add: a new child with at least one guardian. */
export default function GardenStudentAddPage() {
  return <StudentForm id={null} />;
}
