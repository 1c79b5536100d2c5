import { describe, expect, it } from 'vitest';
import { fenToUsdtCents, fenToYuan, formatFen, formatYuan, parseRate, parseYuan, usdtPayoutCents, yuanToFen } from '../src/money';

describe('parseYuan', () => {
  it.each([
    ['100', 10000],
    ['0.01', 1],
    ['12.5', 1250],
    [99.99, 9999],
    [0, 0],
  ] as const)('%s yuan is %i fen', (input, fen) => {
    expect(parseYuan(input)).toBe(fen);
  });

  it.each(['', 'abc', '1.234', ' 7.05 ', '100 ', '100.001', '１００', '-5', '01', '1e3', '1.', null, undefined, Number.NaN, -1, Infinity, {}])(
    'refuses %s',
    (input) => {
      expect(parseYuan(input)).toBeUndefined();
    },
  );
});

describe('formatting', () => {
  it('shows fen with 2 decimals', () => {
    expect(formatFen(12345)).toBe('123.45');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(0)).toBe('0.00');
  });

  it('turns fen into wire yuan and back', () => {
    expect(fenToYuan(1999)).toBe(19.99);
    expect(yuanToFen(19.99)).toBe(1999);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });

  it('shows wire yuan from any backend with 2 decimals', () => {
    expect(formatYuan('12')).toBe('12.00');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(undefined)).toBe('0.00');
    expect(formatYuan('x')).toBe('0.00');
  });
});

describe('USDT conversion', () => {
  it('divides by the rate and floors to 2 decimals', () => {
    const rate = parseRate('7.2') ?? 0;
    expect(rate).toBe(72000);
    // 100 yuan / 7.2 = 13.888… USDT -> 13.88
    expect(fenToUsdtCents(100_00, rate)).toBe(1388);
    // 720 yuan / 7.2 = exactly 100 USDT
    expect(fenToUsdtCents(720_00, rate)).toBe(100_00);
  });

  it('subtracts the protocol fee and never pays out below 0', () => {
    const rate = parseRate(7) ?? 0;
    expect(usdtPayoutCents(700_00, rate, 150)).toBe(100_00 - 150);
    expect(usdtPayoutCents(1_00, rate, 150)).toBe(0);
  });

  it('stays exact for large amounts', () => {
    const fen = 9_000_000_000_000;
    expect(fenToUsdtCents(fen, parseRate('1') ?? 0)).toBe(fen);
  });

  it('refuses a rate that is not a positive decimal', () => {
    expect(parseRate('0')).toBeUndefined();
    expect(parseRate('abc')).toBeUndefined();
    expect(parseRate('7.12345')).toBeUndefined();
    expect(() => fenToUsdtCents(100, 0)).toThrow(RangeError);
  });
});

describe('Beijing time', async () => {
  const { formatBeijingTime, beijingDayStart } = await import('../src/time');
  it('formats in UTC+8', () => {
    expect(formatBeijingTime(Date.UTC(2026, 0, 31, 16, 5, 9))).toBe('2026-02-01 00:05:09');
  });
  it('finds the start of the Beijing day', () => {
    const t = Date.UTC(2026, 0, 31, 16, 5, 9); // 00:05 on 1 Feb in Beijing
    expect(formatBeijingTime(beijingDayStart(t))).toBe('2026-02-01 00:00:00');
    expect(formatBeijingTime(beijingDayStart(t, 6))).toBe('2026-01-26 00:00:00');
  });
});
