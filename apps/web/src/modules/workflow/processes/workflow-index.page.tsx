import { ProcessListView } from './process-list-view.tsx';

/** The school's approval processes (overview §2, /workflow/workflow/index). */
export default function WorkflowIndexPage() {
  return <ProcessListView />;
}
