import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock } from 'antd-mobile';
import { useUser } from '../../api/queries/user';
import { PageLoading } from '../../shared/page-loading';
import { useSession } from '../../shared/session';
import { AgentApplyForm } from './agent-apply-form';
import './agent.css';

/** Agent application (SPEC §2): a member's page. */
export default function ApplyPage() {
  const { token } = useSession();
  const user = useUser(token);
  if (user.isPending) return <PageLoading />;
  if (user.isError) {
    return (
      <ErrorBlock status="disconnected" title={MSG.loadFailed} description="">
        <Button color="primary" onClick={() => void user.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (user.data.isagent === 1) return <ErrorBlock status="empty" title={MSG.alreadyAgent} description="" />;
  return (
    <div className="agent-apply-page">
      <AgentApplyForm user={user.data} />
    </div>
  );
}
