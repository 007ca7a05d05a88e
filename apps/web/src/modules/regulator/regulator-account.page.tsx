import { UserInfo } from '../account/user-info.tsx';

/** /regulator/account: a regulator user's information. */
export default function RegulatorAccountPage() {
  return <UserInfo />;
}
