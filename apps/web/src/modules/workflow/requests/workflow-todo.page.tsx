import { InboxList } from './inbox-list.tsx';

/** Requests waiting for my decision. */
export default function WorkflowTodoPage() {
  return <InboxList which="todo" />;
}
