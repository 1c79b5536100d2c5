import { describe, expect, it } from 'vitest';
import { countText, yuanText } from '../src/shared/figures';

describe('figures in the console', () => {
  it('shows yuan with 2 decimals and thousands separators, counts with separators', () => {
    expect(yuanText(12345.6)).toBe('12,345.60');
    expect(yuanText('1234567.89')).toBe('1,234,567.89');
    expect(yuanText(-1234.5)).toBe('-1,234.50');
    expect(yuanText(999.99)).toBe('999.99');
    expect(yuanText(0)).toBe('0.00');
    expect(yuanText(null)).toBe('0.00');
    expect(countText(12345)).toBe('12,345');
    expect(countText(-1000)).toBe('-1,000');
    expect(countText(7)).toBe('7');
  });
});
