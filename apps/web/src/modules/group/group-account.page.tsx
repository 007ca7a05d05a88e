import { UserInfo } from '../account/index.ts';

/** /group/system/account/index: a group user's information. */
export default function GroupAccountPage() {
  return <UserInfo />;
}
