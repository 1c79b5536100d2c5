import { describe, expect, it } from 'vitest';
import { offsetClock, systemClock } from '../src/platform/runtime/clock';
import { loadSandboxConfig } from '../../sandbox/src/config';
import { loadConfig, TEST_SCRYPT_N } from '../src/platform/config/config';
import { hashSecret, useScryptCost, verifySecret } from '../src/platform/security/passwords';

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

  it('starts the sandbox\'s simulators only when switched on and on a fixed port, and the sandbox never in production', () => {
    expect(loadSandboxConfig({})).toMatchObject({ DEMO_PLATFORM_SIM: 'off', DEMO_GATEWAY_SIM: 'off', PORT: 8080 });
    expect(loadSandboxConfig({ DEMO_PLATFORM_SIM: 'on', DEMO_GATEWAY_SIM: 'on' })).toMatchObject({ DEMO_PLATFORM_SIM: 'on', DEMO_GATEWAY_SIM: 'on' });
    expect(() => loadSandboxConfig({ NODE_ENV: 'production' })).toThrow(/NODE_ENV: the sandbox never runs in production/);
    expect(() => loadSandboxConfig({ DEMO_PLATFORM_SIM: 'on', PORT: '0' })).toThrow(/DEMO_PLATFORM_SIM=on needs a fixed PORT/);
    expect(() => loadSandboxConfig({ DEMO_GATEWAY_SIM: 'on', PORT: '0' })).toThrow(/DEMO_GATEWAY_SIM=on needs a fixed PORT/);
    expect(() => loadSandboxConfig({ DEMO_GATEWAY_SIM: 'yes' })).toThrow(/DEMO_GATEWAY_SIM/);
    // The server's own variables are checked first, as the server alone checks them.
    expect(() => loadSandboxConfig({ CAPTCHA: 'maybe' })).toThrow(/CAPTCHA/);
  });

  it('moves the clock by CLOCK_OFFSET_MS outside production, and refuses it in production', () => {
    expect(loadConfig({}).CLOCK_OFFSET_MS).toBe(0);
    expect(offsetClock(0)).toBe(systemClock);
    const offset = loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: '-3600000' }).CLOCK_OFFSET_MS;
    expect(offset).toBe(-3_600_000);
    const before = Date.now();
    const moved = offsetClock(offset)();
    expect(moved).toBeGreaterThanOrEqual(before - 3_600_000);
    expect(moved).toBeLessThanOrEqual(Date.now() - 3_600_000);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '5000' })).toThrow(/CLOCK_OFFSET_MS is refused/);
    expect(loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '0' }).CLOCK_OFFSET_MS).toBe(0);
    expect(() => loadConfig({ CLOCK_OFFSET_MS: '1.5' })).toThrow(/CLOCK_OFFSET_MS/);
  });

  it("takes scrypt's cost from SCRYPT_N (a power of two), and refuses a lower cost than 16384 in production", async () => {
    expect(loadConfig({}).SCRYPT_N).toBe(16384);
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_N: '1024' }).SCRYPT_N).toBe(1024);
    expect(() => loadConfig({ NODE_ENV: 'production', SCRYPT_N: '1024' })).toThrow(/SCRYPT_N below 16384 is refused/);
    expect(loadConfig({ NODE_ENV: 'production', SCRYPT_N: '32768' }).SCRYPT_N).toBe(32768);
    expect(() => loadConfig({ SCRYPT_N: '3000' })).toThrow(/SCRYPT_N: must be a power of two/);
    expect(() => loadConfig({ SCRYPT_N: '512' })).toThrow(/SCRYPT_N/);
    // A hash records its own cost: one made at production's verifies after the cost is lowered, and back.
    try {
      useScryptCost(16384);
      const production = await hashSecret('abcd1234');
      useScryptCost(1024);
      const cheap = await hashSecret('abcd1234');
      expect(production.split('$')[1]).toBe('16384');
      expect(cheap.split('$')[1]).toBe('1024');
      expect(await verifySecret('abcd1234', production)).toBe(true);
      useScryptCost(16384);
      expect(await verifySecret('abcd1234', cheap)).toBe(true);
      expect(await verifySecret('abcd1235', cheap)).toBe(false);
    } finally {
      useScryptCost(TEST_SCRYPT_N);
    }
  });

  it('takes PUBLIC_URL as an http(s) address, empty by default', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('');
    expect(loadConfig({ PUBLIC_URL: 'https://casino.example' }).PUBLIC_URL).toBe('https://casino.example');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'casino.example' })).toThrow(/PUBLIC_URL/);
  });

  it('lists every bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});
