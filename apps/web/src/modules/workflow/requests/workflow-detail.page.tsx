import { RequestDetailView } from './request-detail-view.tsx';

/** One request (?id=): its form, chain, history and the caller's actions. */
export default function WorkflowDetailPage() {
  return <RequestDetailView />;
}
