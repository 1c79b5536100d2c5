import { MSG } from '@casino/contract/messages';
import { formatYuan } from '@casino/contract/money';
import { Button } from 'antd-mobile';
import { useAppInfo } from '../../api/queries/app-info';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { PATHS } from '../../shared/paths';
import { RecordRow } from '../../shared/record-row';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useRedPacketHistory } from './api/redpacket-history';
import { useUserRedPacket } from './api/user-redpacket';
import { GRAB_WINDOW } from './grab-window';
import { DrawCounts } from './draw-counts';
import './redpacket.css';

/** /welfare: the draws left, the way to /hongbao, and the red packet history (SPEC §2). */
export default function WelfarePage() {
  const { token } = useSession();
  const appInfo = useAppInfo();
  const switchedOff = appInfo.data?.redpacket_switch === 0;
  // Asked for only once the site says red packets are on (or cannot say): switched off, userredpacket refuses.
  const draws = useUserRedPacket(appInfo.isPending || switchedOff ? null : token);
  const history = useRedPacketHistory(token);
  const go = useAppNavigate();
  if (!token) return <LoginNeeded />;

  const toHongbao = () => {
    if (switchedOff) {
      toast.fail(MSG.redpacketClosed);
      return;
    }
    // SPEC §5: below one draw left the player stays here; with the draws unknown /hongbao says more.
    if (draws.data && draws.data.sendnums < 1) {
      toast.fail(MSG.welfareNoDraws);
      return;
    }
    go(PATHS.hongbao);
  };

  const info = draws.data;
  return (
    <div className="welfare">
      <section className="welfare-card" aria-label="红包">
        <div className="welfare-card-head">
          <h2>天天抢红包</h2>
          <p>{switchedOff ? MSG.redpacketClosed : `每日 ${GRAB_WINDOW} 开抢`}</p>
        </div>
        <DrawCounts draws={info} className="hongbao-counts welfare-counts" />
        <Button block color="warning" className="welfare-go" onClick={toHongbao}>
          去抢红包
        </Button>
      </section>

      <h2 className="welfare-history-title">红包记录</h2>
      <PagedList
        list={history}
        renderItem={(draw, index) => (
          <RecordRow
            key={index}
            title="红包"
            details={[`存款金额 ${formatYuan(draw.money)}`, draw.created_at]}
            amount={`+${formatYuan(draw.redpacketmoney)}`}
          />
        )}
      />
    </div>
  );
}
