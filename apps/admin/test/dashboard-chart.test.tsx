import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTicks, dateLabelEvery, shortYuan } from '../src/features/dashboard/chart-scale';
import { DayBars } from '../src/features/dashboard/day-bars';

describe('the dashboard’s day charts', () => {
  it('scales the value axis in round steps that hold every value, 0 included', () => {
    expect(axisTicks(0, 720)).toEqual([0, 200, 400, 600, 800]);
    expect(axisTicks(-130.5, 720)).toEqual([-250, 0, 250, 500, 750]);
    expect(axisTicks(0, 12_345.67)).toEqual([0, 5000, 10_000, 15_000]);
    expect(axisTicks(0, 0)).toEqual([0]);
  });

  it('writes yuan short enough for an axis: separators, 万 and 亿', () => {
    expect(shortYuan(720)).toBe('720');
    expect(shortYuan(1234.5)).toBe('1,234.5');
    expect(shortYuan(123_456)).toBe('12.35万');
    expect(shortYuan(-20_000)).toBe('-2万');
    expect(shortYuan(320_000_000)).toBe('3.2亿');
  });

  it('writes every date under a week’s bars and every few under a month’s', () => {
    expect(dateLabelEvery(7, 300)).toBe(1);
    expect(dateLabelEvery(30, 300)).toBe(4);
  });

  it('draws a labelled value axis, the days under the bars and each bar’s value', () => {
    const points = [
      { day: '2026-03-01', value: 720 },
      { day: '2026-03-02', value: 0 },
      { day: '2026-03-03', value: -130.5 },
    ];
    const { container } = render(<DayBars title="每日GGR" points={points} />);
    const chart = screen.getByRole('img', { name: '每日GGR' });
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent);
    // The unit, the axis (-250 … 750), the dates (MM-DD) and the values of the bars that are not 0.
    expect(texts).toEqual(expect.arrayContaining(['元', '-250', '0', '750', '03-01', '03-02', '03-03', '720', '-130.5']));
    expect([...container.querySelectorAll('rect title')].map((title) => title.textContent)).toEqual(['2026-03-01：720.00 元', '2026-03-02：0.00 元', '2026-03-03：-130.50 元']);
    expect(chart.querySelector('desc')?.textContent).toBe('2026-03-01 至 2026-03-03，合计 589.50 元');
  });
});
