import { useSession } from '../../shared/session';
import { MemberCard, VisitorCard } from './member-card';
import { MineEntries } from './mine-entries';
import { PayPasswordDialog } from './pay-password-dialog';
import './mine-page.css';

/** /mine (bottom tab): the member's block or login/register, the entries, and ?show=1's pay-password dialog. */
export default function MinePage() {
  const { token } = useSession();
  return (
    <div className="mine-page">
      {token ? <MemberCard /> : <VisitorCard />}
      <MineEntries />
      <PayPasswordDialog />
    </div>
  );
}
