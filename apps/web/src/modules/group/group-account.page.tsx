import { UserInfo } from '../accounts/index.ts';
import { SelfEditLink } from './organization/self-edit-link.tsx';

/** /group/system/account/index: a group user's information. */
export default function GroupAccountPage() {
  return (
    <>
      <SelfEditLink />
      <UserInfo />
    </>
  );
}
