import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkVipTierOrder, tierNumberOfName, vipRateBp } from '../src/rules/admin-vip-tier';
import { formatHundredths, parseHundredths } from '../src/rules/hundredths';
import { formatBeijingTime, parseBeijingTime } from '../src/time';

describe('the rules of the tier settings', () => {
  it('reads Beijing time text as formatBeijingTime writes it, and nothing else', () => {
    const millis = Date.UTC(2026, 0, 1, 2, 30, 5);
    expect(parseBeijingTime('2026-01-01 10:30:05')).toBe(millis);
    expect(formatBeijingTime(millis)).toBe('2026-01-01 10:30:05');
    for (const bad of ['2026-02-30 10:00:00', '2026-01-01 24:00:00', '2026-1-1 10:00:00', '2026-01-01T10:00:00', ' 2026-01-01 10:00:00', '']) expect(parseBeijingTime(bad), bad).toBeUndefined();
  });

  it('reads percentages and multiples with up to 2 decimals as hundredths, in integers', () => {
    expect(parseHundredths('0.5')).toBe(50);
    expect(parseHundredths('1.25')).toBe(125);
    expect(parseHundredths(2.1)).toBe(210);
    expect(parseHundredths('0.07')).toBe(7);
    for (const bad of ['1.234', '-1', '01', '1e2', '', '.5', 'abc', null]) expect(parseHundredths(bad), String(bad)).toBeUndefined();
    expect(formatHundredths(150)).toBe('1.50');
    expect(formatHundredths(7)).toBe('0.07');
    expect(vipRateBp('3')).toBe(300);
    expect(vipRateBp('3.01')).toBeUndefined();
  });

  it('keeps tier thresholds non-decreasing by id, and tier names ending with their own number', () => {
    const tiers = [
      { id: 2, recharge_fen: 100, flow_fen: 500 },
      { id: 1, recharge_fen: 0, flow_fen: 0 },
      { id: 3, recharge_fen: 100, flow_fen: 500 },
    ];
    expect(checkVipTierOrder(tiers)).toBeUndefined();
    expect(checkVipTierOrder([...tiers, { id: 4, recharge_fen: 99, flow_fen: 900 }])).toBe(ADMIN_MSG.adminVipTierOrder);
    expect(tierNumberOfName('黄金VIP3')).toBe(3);
    expect(tierNumberOfName('vip12')).toBe(12);
    expect(tierNumberOfName('VIP3 黄金')).toBeUndefined();
  });
});
