import { SubmitView } from './submit-view.tsx';

/** A new request of a process, or a returned one changed and sent again (?resubmit=). */
export default function WorkflowSubmitPage() {
  return <SubmitView />;
}
