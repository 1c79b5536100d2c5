import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has defaults that run the demo', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('sqlite:./data/casino.db');
    expect(config.CAPTCHA).toBe('on');
  });

  it('refuses CAPTCHA=off in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(/CAPTCHA=off is refused/);
  });

  it('lists every bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
