import { InboxList } from './inbox-list.tsx';

/** The requests I submitted, with a way to start a new one. */
export default function WorkflowMinePage() {
  return <InboxList which="mine" />;
}
