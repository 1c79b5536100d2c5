import { z } from 'zod';
import { loadConfig, parseEnv, type Config } from '../../server/src/platform/config/config';

const onOff = z.enum(['on', 'off']);

const sandboxSchema = z.object({
  /** The Hub88 platform simulator inside the server, under /platform-sim, with the demo's slot platforms connected to it (platform-sim/demo-platforms.ts); npm start turns it on. */
  DEMO_PLATFORM_SIM: onOff.default('off'),
  /** The EPay gateway simulator inside the server, under /gateway-sim, with the demo's channels 5 and 6 (GO PAY, OK PAY) connected to it (gateway-sim/demo-channels.ts); npm start turns it on. */
  DEMO_GATEWAY_SIM: onOff.default('off'),
});

/** The server's config and the sandbox's own switches. */
export type SandboxConfig = Config & z.infer<typeof sandboxSchema>;

/**
 * Parses the environment once: the server's variables, then the sandbox's, checked against the server's (its
 * NODE_ENV and PORT); a bad value stops start-up with a readable list.
 */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const config = loadConfig(env);
  const schema = sandboxSchema
    .refine(() => config.NODE_ENV !== 'production', {
      message: 'the sandbox never runs in production: start the server alone (node apps/server/dist/main.js, or NODE_ENV=production npm start)',
      path: ['NODE_ENV'],
    })
    .refine((c) => !(c.DEMO_PLATFORM_SIM === 'on' && config.PORT === 0), {
      message: 'DEMO_PLATFORM_SIM=on needs a fixed PORT: the simulator calls the wallet there',
      path: ['DEMO_PLATFORM_SIM'],
    })
    .refine((c) => !(c.DEMO_GATEWAY_SIM === 'on' && config.PORT === 0), {
      message: 'DEMO_GATEWAY_SIM=on needs a fixed PORT: the simulator sends its notifications there',
      path: ['DEMO_GATEWAY_SIM'],
    });
  return { ...config, ...parseEnv(schema, env) };
}
