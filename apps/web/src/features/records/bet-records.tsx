import { betStatusLabel } from '@casino/contract/labels';
import type { DateFilterCode } from '@casino/contract/codes';
import { BET_STATUS } from '@casino/contract/codes';
import { formatYuan } from '@casino/contract/money';
import { useState } from 'react';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { RecordRow, type RecordTone } from '../../shared/record-row';
import { useSession } from '../../shared/session';
import { SingleSelect } from '../../shared/single-select';
import { useBetRecords } from './api/bet-records';
import { DATE_OPTIONS } from './filters';
import './records.css';

const TONES: Record<number, RecordTone> = { [BET_STATUS.settled]: 'ok', [BET_STATUS.unsettled]: 'pending', [BET_STATUS.void]: 'muted' };

/** A win shows with its plus sign, a loss with its minus. */
function winLoss(yuan: number): string {
  const shown = formatYuan(yuan);
  return yuan > 0 ? `+${shown}` : shown;
}

/** The bets tab of /meyList: betrecord with a date filter; bet status labels of SPEC §4. */
export function BetRecords() {
  const { token } = useSession();
  const [date, setDate] = useState<DateFilterCode>(1);
  const list = useBetRecords(token, date);
  if (!token) return <LoginNeeded />;
  return (
    <section aria-label="投注记录">
      <SingleSelect label="时间" options={DATE_OPTIONS} value={date} onChange={setDate} />
      <PagedList
        list={list}
        renderItem={(bet) => (
          <RecordRow
            key={bet.bet_id}
            title={`${bet.Code} · ${bet.playname}`}
            details={[bet.bet_time, `注单号 ${bet.bet_id}`, ...(bet.playmemo === '' ? [] : [bet.playmemo])]}
            amount={
              <>
                <span className="bet-stake">投注 {formatYuan(bet.bet_amount)}</span>
                <span className={bet.win_loss >= 0 ? 'bet-win' : 'bet-loss'}>输赢 {winLoss(bet.win_loss)}</span>
              </>
            }
            status={betStatusLabel(bet.status)}
            tone={TONES[bet.status] ?? 'muted'}
          />
        )}
      />
    </section>
  );
}
