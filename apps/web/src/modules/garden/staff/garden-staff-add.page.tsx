import { StaffForm } from './staff-form.tsx';

/** New staff member (the add code guards the route). */
export default function GardenStaffAddPage() {
  return <StaffForm id={null} />;
}
