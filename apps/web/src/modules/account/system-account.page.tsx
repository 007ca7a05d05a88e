import { UserInfo } from './user-info.tsx';

/** /system/system/account: a school user's information. */
export default function SystemAccountPage() {
  return <UserInfo />;
}
