import { ClassMonthView } from './class-month-view.tsx';

/** A class's month of checks. */
export default function HealthInspectMonthPage() {
  return <ClassMonthView />;
}
