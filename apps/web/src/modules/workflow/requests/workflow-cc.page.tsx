import { InboxList } from './inbox-list.tsx';

/** Requests whose processes copy me. */
export default function WorkflowCcPage() {
  return <InboxList which="cc" />;
}
