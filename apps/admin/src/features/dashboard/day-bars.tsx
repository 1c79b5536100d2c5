import { theme } from 'antd';

export interface DayValue {
  day: string;
  value: number;
}

const WIDTH = 300;
const HEIGHT = 96;

/**
 * A small bar chart of one value per day, in inline SVG (no chart library in the console's bundle): bars
 * above the zero line for gains, below it for losses, each with its day and value as a tooltip.
 */
export function DayBars({ title, points, color }: { title: string; points: readonly DayValue[]; color?: string }) {
  const { token } = theme.useToken();
  const top = Math.max(0, ...points.map((p) => p.value));
  const bottom = Math.min(0, ...points.map((p) => p.value));
  const span = top - bottom || 1;
  const zero = (top / span) * HEIGHT;
  const slot = WIDTH / Math.max(1, points.length);
  const fill = color ?? token.colorPrimary;
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`} width="100%" height={HEIGHT} preserveAspectRatio="none">
      <line x1={0} x2={WIDTH} y1={zero} y2={zero} stroke={token.colorBorder} strokeWidth={1} />
      {points.map((point, index) => {
        const height = (Math.abs(point.value) / span) * HEIGHT;
        return (
          <rect
            key={point.day}
            x={index * slot + slot * 0.15}
            y={point.value >= 0 ? zero - height : zero}
            width={slot * 0.7}
            height={Math.max(height, point.value === 0 ? 0 : 1)}
            fill={point.value >= 0 ? fill : token.colorError}
          >
            <title>{`${point.day}：${point.value.toFixed(2)}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
