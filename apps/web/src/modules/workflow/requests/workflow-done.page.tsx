import { InboxList } from './inbox-list.tsx';

/** Requests I have decided, with what I decided. */
export default function WorkflowDonePage() {
  return <InboxList which="done" />;
}
