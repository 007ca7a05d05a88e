import { ProcessEditView } from './process-edit-view.tsx';

/** The process designer (overview §2, /workflow/workflow/edit). */
export default function WorkflowEditPage() {
  return <ProcessEditView />;
}
