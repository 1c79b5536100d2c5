import type { SandboxConfig } from '../../../sandbox/src/config';
import { sandbox } from '../../../sandbox/src/sandbox';
import { testConfig } from '../../src/platform/config/config';
import type { ServerExtension } from '../../src/extension';

/** The sandbox's config for tests: testConfig's, with the simulators off unless switched on. */
export function testSandboxConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return { ...testConfig(), DEMO_PLATFORM_SIM: 'off', DEMO_GATEWAY_SIM: 'off', ...overrides };
}

/** The sandbox beside a test's server (the demo slot, art and pages), its simulators off: what most tests play against. */
export const sandboxBeside = (): ServerExtension => sandbox(testSandboxConfig());
