import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock } from 'antd-mobile';
import { useUser } from '../../api/queries/user';
import { PageLoading } from '../../shared/page-loading';
import { useSession } from '../../shared/session';
import { useVipTiers } from './api/user-vip';
import { TierCard } from './tier-card';
import { vipNumberOf } from './vip-number';
import { VipProgress } from './vip-progress';
import './vip-page.css';

/**
 * VIP (SPEC §2): the tiers with what each takes and its rebates. The member's tier is the number after
 * the P of current_vip; the way to the next tier compares the user's paysum and totalgame with it.
 */
export default function VipPage() {
  const { token } = useSession();
  const tiers = useVipTiers();
  const user = useUser(token);
  if (tiers.isPending) return <PageLoading />;
  if (tiers.isError) {
    return (
      <ErrorBlock status="disconnected" title={MSG.loadFailed} description="">
        <Button color="primary" onClick={() => void tiers.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (tiers.data.length === 0) return <ErrorBlock status="empty" title={MSG.empty} description="" />;
  const currentId = user.data ? vipNumberOf(user.data.current_vip) : undefined;
  const next = currentId === undefined ? undefined : tiers.data.find((tier) => tier.id > currentId);
  return (
    <div className="vip-page">
      {user.data && (
        <section className="vip-summary" data-testid="vip-summary">
          <p>
            当前等级 <strong>{user.data.current_vip}</strong>
          </p>
          {next ? (
            <VipProgress user={user.data} next={next} />
          ) : (
            <>
              <p className="vip-next">已达最高等级</p>
              <p className="vip-needed" data-testid="vip-needed">
                您已是最高等级 {user.data.current_vip}，无需再升级，尽享全部特权
              </p>
            </>
          )}
        </section>
      )}
      {tiers.data.map((tier) => (
        <TierCard key={tier.id} tier={tier} current={tier.id === currentId} />
      ))}
    </div>
  );
}
