import { describe, expect, it } from 'vitest';
import { payout, spin, SYMBOLS } from '../../sandbox/src/demo-slot/slot';

describe('the demo slot machine', () => {
  it('pays three of a kind 10×, three 7s 20×, two of a kind 1.5×, else nothing', () => {
    expect(payout([0, 0, 0], 100)).toBe(1000);
    expect(payout([5, 5, 5], 100)).toBe(2000);
    expect(payout([1, 2, 1], 100)).toBe(150);
    expect(payout([0, 1, 2], 100)).toBe(0);
  });

  it('returns about 95% over every outcome', () => {
    let paid = 0;
    const n = SYMBOLS.length;
    for (let a = 0; a < n; a += 1) for (let b = 0; b < n; b += 1) for (let c = 0; c < n; c += 1) paid += payout([a, b, c], 100);
    expect(paid / (n ** 3 * 100)).toBeCloseTo(0.949, 3);
  });

  it('draws its reels from the given source', () => {
    const draws = [5, 5, 5];
    expect(spin(200, () => draws.shift() ?? 0)).toEqual({ reels: [5, 5, 5], winFen: 4000 });
  });
});
