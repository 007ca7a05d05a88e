import { UserInfo } from '../account/user-info.tsx';

/** /group/system/account/index: a group user's information. */
export default function GroupAccountPage() {
  return <UserInfo />;
}
