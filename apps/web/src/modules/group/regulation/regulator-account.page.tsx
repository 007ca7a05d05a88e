import { UserInfo } from '../../accounts/index.ts';

/** /regulator/account: a regulator user's information. */
export default function RegulatorAccountPage() {
  return <UserInfo />;
}
