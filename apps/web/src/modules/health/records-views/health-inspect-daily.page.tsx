import { ClassDayView } from './class-day-view.tsx';

/** A day's checks of the caller's classes with each class's counts. */
export default function HealthInspectDailyPage() {
  return <ClassDayView />;
}
