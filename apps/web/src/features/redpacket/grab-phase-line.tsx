import { formatCountdown, GRAB_START, type GrabPhase } from './grab-window';

const LINES: Record<GrabPhase['phase'], { state: string; countdown: string }> = {
  before: { state: `${GRAB_START} 开抢`, countdown: '距开抢' },
  open: { state: '进行中', countdown: '距结束' },
  after: { state: '今日已结束', countdown: '距明日开抢' },
};

/** The window's state now and its countdown: to the opening, to the end, or (ended) to tomorrow's opening. */
export function GrabPhaseLine({ phase, now }: { phase: GrabPhase; now: number }) {
  const line = LINES[phase.phase];
  return (
    <p className={`hongbao-phase hongbao-phase-${phase.phase}`} data-testid="grab-phase" role="timer" aria-live="off">
      <strong>{line.state}</strong> · {line.countdown} <span className="hongbao-countdown">{formatCountdown(phase.until - now)}</span>
    </p>
  );
}
