import type { ServerExtension, StartNote } from '../../server/src/extension';
import type { StandIns } from '../../server/src/kernel/stand-ins';
import { demoArtUrl } from './content/art';
import { demoArtRoutes } from './content/art-routes';
import { demoPageRoutes } from './content/pages';
import { seedDemo } from './content/seed/seed';
import { demoProvider } from './demo-slot/provider';
import { demoGameRoutes } from './demo-slot/routes';
import { connectDemoGateways, disconnectDemoGateways, registerDemoGatewaySim } from './gateway-sim/demo-channels';
import { connectDemoPlatforms, disconnectDemoPlatforms, registerDemoPlatformSim } from './platform-sim/demo-platforms';
import type { SandboxConfig } from './config';

/** The demo's art and pages where a real site has its own. */
export const DEMO_STAND_INS: StandIns = {
  vipBadge: (vipname) => demoArtUrl('vip', vipname),
  bankLogo: (bank) => demoArtUrl('logo', bank),
  payPage: (outTradeNo) => `/demo/pay/${outTradeNo}`,
};

/**
 * The sandbox beside the server: demo content written into an empty database, the demo slot for the platforms
 * without a connection, the demo's images and pages, and (when switched on) the Hub88 and EPay simulators with the
 * demo's platforms and channels connected to them; switched off, the connections the demo made are removed again.
 */
export function sandbox(config: SandboxConfig): ServerExtension {
  return {
    async prepare({ database, secrets, now }) {
      const notes: StartNote[] = [];
      if (await seedDemo(database, now)) notes.push({ msg: 'empty database: demo content written' });
      if (config.DEMO_PLATFORM_SIM === 'on') {
        const platforms = await connectDemoPlatforms(database, secrets, config, now);
        if (platforms.length > 0) notes.push({ msg: 'demo platforms play through the Hub88 simulator at /platform-sim', fields: { platforms } });
      } else {
        const platforms = await disconnectDemoPlatforms(database, now);
        if (platforms.length > 0) notes.push({ msg: 'DEMO_PLATFORM_SIM is off: the demo platforms connected to the simulator play the demo slot again', fields: { platforms } });
      }
      if (config.DEMO_GATEWAY_SIM === 'on') {
        const channels = await connectDemoGateways(database, secrets, config, now);
        if (channels.length > 0) notes.push({ msg: 'demo deposit channels pay through the EPay simulator at /gateway-sim', fields: { channels } });
      } else {
        const channels = await disconnectDemoGateways(database, now);
        if (channels.length > 0) notes.push({ msg: 'DEMO_GATEWAY_SIM is off: the demo channels connected to the simulator are reviewed by hand again', fields: { channels } });
      }
      return notes;
    },
    gameProvider: demoProvider,
    standIns: DEMO_STAND_INS,
    async routes(app, context, clock) {
      await demoGameRoutes(app, context);
      demoArtRoutes(app);
      demoPageRoutes(app);
      if (config.DEMO_PLATFORM_SIM === 'on') await registerDemoPlatformSim(app, config, context.db, clock);
      if (config.DEMO_GATEWAY_SIM === 'on') await registerDemoGatewaySim(app, config);
    },
  };
}
