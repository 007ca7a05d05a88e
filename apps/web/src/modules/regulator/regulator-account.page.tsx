import { UserInfo } from '../account/index.ts';

/** /regulator/account: a regulator user's information. */
export default function RegulatorAccountPage() {
  return <UserInfo />;
}
