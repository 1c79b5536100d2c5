/** The member's red-packet draws: remaining, used, and the daily maximum ('--' while unknown). */
export function DrawCounts({ draws, className = 'hongbao-counts' }: { draws: { sendnums: number; acquirednum: number; max_times: number } | undefined; className?: string }) {
  return (
    <dl className={className}>
      <div>
        <dt>剩余次数</dt>
        <dd data-testid="draws-left">{draws ? draws.sendnums : '--'}</dd>
      </div>
      <div>
        <dt>已用次数</dt>
        <dd data-testid="draws-used">{draws ? draws.acquirednum : '--'}</dd>
      </div>
      <div>
        <dt>每日最多</dt>
        <dd>{draws ? draws.max_times : '--'}</dd>
      </div>
    </dl>
  );
}
