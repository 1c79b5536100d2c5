import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useAppInfo } from '../../api/queries/app-info';
import { ApiError, NetworkError } from '../../api/request';
import { PageLoading } from '../../shared/page-loading';
import { PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useGrabRedPacket } from './api/grab-redpacket';
import { useUserRedPacket } from './api/user-redpacket';
import { GrabResultPopup, type GrabResult } from './grab-result-popup';
import { GrabPhaseLine } from './grab-phase-line';
import { GRAB_START, GRAB_WINDOW, grabPhaseAt, serverClockOffset } from './grab-window';
import { RulesTable } from './rules-table';
import { DrawCounts } from './draw-counts';
import { useNow } from './use-now';
import './redpacket.css';


/** What a refused draw shows: our server's window messages get their own pop-ups, any other refusal the short one. */
function refusalOf(error: ApiError): GrabResult {
  if (error.message === MSG.redpacketNotStarted) return { kind: 'not-started' };
  if (error.message === MSG.redpacketEnded) return { kind: 'ended' };
  return { kind: 'short', message: error.message };
}

/** What the grab button says: 抢 while grabbing is open, else why it is off. */
const GRAB_LABELS = {
  before: () => '未开始',
  open: (pending: boolean) => (pending ? '…' : '抢'),
  after: () => '已结束',
} as const;

/** /hongbao: the rules, the draws left and used, and the grab button with its result pop-ups (SPEC §4, §5). */
export default function HongbaoPage() {
  const { token } = useSession();
  const appInfo = useAppInfo();
  const switchedOff = appInfo.data?.redpacket_switch === 0;
  // Asked for only once the site says red packets are on (or cannot say): switched off, userredpacket refuses.
  const draws = useUserRedPacket(appInfo.isPending || switchedOff ? null : token);
  const grab = useGrabRedPacket();
  const [result, setResult] = useState<GrabResult | null>(null);
  const go = useAppNavigate();
  // The window is the server's (its clock decides a draw): our clock, moved by how far the server's is ahead.
  const now = useNow() + serverClockOffset(draws.data?.server_time, draws.dataUpdatedAt);
  const phase = grabPhaseAt(now);

  if (appInfo.isPending) return <PageLoading />;
  if (switchedOff) return <ErrorBlock status="empty" title={MSG.redpacketClosed} description="" />;

  const onGrab = () => {
    // Outside the window the button is off: the window, not the draws, is why there is nothing to grab.
    if (grab.isPending || phase.phase !== 'open') return;
    // SPEC §5: no draw left is said here; with the draws unknown (not loaded) the server decides.
    if (draws.data && draws.data.sendnums < 1) {
      setResult({ kind: 'short', message: MSG.hongbaoNoDraws });
      return;
    }
    grab.mutate(undefined, {
      onSuccess: (won) => setResult({ kind: 'won', amount: won.redpacketmoney }),
      onError: (error) => {
        if (error instanceof NetworkError) toast.fail(MSG.redpacketNetworkError);
        else if (error instanceof ApiError && error.message === MSG.redpacketClosed) toast.fail(MSG.redpacketClosed);
        else if (error instanceof ApiError) setResult(refusalOf(error));
      },
    });
  };

  const info = draws.data;
  return (
    <div className="hongbao">
      <section className="hongbao-hero">
        <p className="hongbao-window">每日 {GRAB_WINDOW} 开抢</p>
        <GrabPhaseLine phase={phase} now={now} />
        <button
          type="button"
          className={phase.phase === 'open' ? 'hongbao-grab' : 'hongbao-grab hongbao-grab-closed'}
          aria-label="抢红包"
          disabled={grab.isPending || draws.isPending || phase.phase !== 'open'}
          onClick={onGrab}
        >
          {GRAB_LABELS[phase.phase](grab.isPending)}
        </button>
        <DrawCounts draws={info} />
      </section>

      <section className="hongbao-rules" aria-label="活动规则">
        <h2>活动规则</h2>
        {draws.isError && !info ? (
          <ErrorBlock status="default" title={MSG.loadFailed} description="">
            <Button size="small" onClick={() => void draws.refetch()}>
              {MSG.reload}
            </Button>
          </ErrorBlock>
        ) : (
          <RulesTable rules={info?.rules ?? []} />
        )}
        <ul className="hongbao-notes">
          <li>存款统计时间：前一日12:00至当日{GRAB_START}，按累计存款获得抽奖次数。</li>
          <li>每日{GRAB_WINDOW}（北京时间）开抢，红包金额即时存入账户余额。</li>
        </ul>
        <Button block fill="none" className="hongbao-history-link" onClick={() => go(PATHS.welfare)}>
          查看红包记录
        </Button>
      </section>

      <GrabResultPopup result={result} onClose={() => setResult(null)} />
    </div>
  );
}
