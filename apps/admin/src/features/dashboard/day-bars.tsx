import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { yuanText } from '../../shared/figures';
import { axisTicks, dateLabelEvery, shortYuan } from './chart-scale';

export interface DayValue {
  day: string;
  value: number;
}

const HEIGHT = 200;
/** Room for the value axis' labels at the left, the dates under the bars, the value labels above them. */
const MARGIN = { left: 56, right: 8, top: 20, bottom: 24 };
/** Up to this many days each bar carries its value above it; beyond, its tooltip and the axis tell it. */
const MAX_LABELLED_BARS = 10;

/** The width the chart is drawn at: its container's, followed as the window or the menu changes it. */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A bar chart of one yuan figure per day, in inline SVG (no chart library in the console's bundle), drawn at
 * its container's width so its text keeps its size: a value axis in yuan with grid lines (万 for ten
 * thousands), the days under the bars (MM-DD; every few days on a long range), bars above the zero line for
 * gains and below it for losses, each with its value above it on a short range and as its tooltip always.
 */
export function DayBars({ title, points, color }: { title: string; points: readonly DayValue[]; color?: string }) {
  const { token } = theme.useToken();
  const [ref, width] = useWidth(360);
  const ticks = axisTicks(Math.min(0, ...points.map((p) => p.value)), Math.max(0, ...points.map((p) => p.value)));
  const low = ticks[0] ?? 0;
  // Every value 0: the zero line at the bottom, under no bars.
  const high = Math.max(ticks.at(-1) ?? 0, low + 1);
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = (value: number) => MARGIN.top + ((high - value) / (high - low || 1)) * plotHeight;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.min(48, slot * 0.7);
  const every = dateLabelEvery(points.length, plotWidth);
  const labelled = points.length <= MAX_LABELLED_BARS;
  const fill = color ?? token.colorPrimary;
  const text = { fontSize: 11, fill: token.colorTextSecondary, fontFamily: token.fontFamily };
  const total = points.reduce((sum, point) => sum + point.value, 0);

  return (
    <div ref={ref} style={{ width: '100%' }}>
      <svg role="img" aria-label={title} width={width} height={HEIGHT} viewBox={`0 0 ${String(width)} ${String(HEIGHT)}`} style={{ display: 'block' }}>
        <desc>{`${points.length === 0 ? '' : `${points[0]?.day ?? ''} 至 ${points.at(-1)?.day ?? ''}，`}合计 ${yuanText(total)} 元`}</desc>
        <text x={4} y={10} {...text}>
          元
        </text>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? token.colorBorder : token.colorSplit} strokeWidth={1} />
            <text x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" {...text}>
              {shortYuan(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const center = MARGIN.left + slot * index + slot / 2;
          const top = y(Math.max(point.value, 0));
          const height = Math.max(Math.abs(y(point.value) - y(0)), point.value === 0 ? 0 : 1);
          return (
            <g key={point.day}>
              <rect x={center - barWidth / 2} y={top} width={barWidth} height={height} fill={point.value >= 0 ? fill : token.colorError} rx={2}>
                <title>{`${point.day}：${yuanText(point.value)} 元`}</title>
              </rect>
              {labelled && point.value !== 0 && (
                <text x={center} y={point.value >= 0 ? top - 4 : top + height + 12} textAnchor="middle" {...text} fill={token.colorText}>
                  {shortYuan(point.value)}
                </text>
              )}
              {index % every === 0 && (
                <text x={center} y={HEIGHT - 6} textAnchor="middle" {...text}>
                  {point.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
