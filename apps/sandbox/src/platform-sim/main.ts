// `npm run platform-sim -- [options]`: a game platform speaking Hub88's protocol, for playing and testing
// against our /wallet/hub88 (README "Game platforms: Hub88 seamless wallet").
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildHub88Sim } from './hub88-sim';
import { Hub88TransferWallets, registerHub88TransferSim } from './hub88-transfer-sim';
import { loadOrCreateKeys } from './keys';

const USAGE = `npm run platform-sim -- [--port 4088] [--host 127.0.0.1] [--wallet-url http://127.0.0.1:8080/wallet/hub88]
  [--public-url <where players reach it>] [--data-dir data/platform-sim] [--operator-id 1]
  [--hub88-private-key <pem>] [--operator-public-key <pem>] [--platform <platform code, for the printed command>]`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4088' },
    host: { type: 'string', default: '127.0.0.1' },
    'wallet-url': { type: 'string', default: 'http://127.0.0.1:8080/wallet/hub88' },
    'public-url': { type: 'string' },
    'data-dir': { type: 'string', default: 'data/platform-sim' },
    'operator-id': { type: 'string', default: '1' },
    'hub88-private-key': { type: 'string' },
    'operator-public-key': { type: 'string' },
    platform: { type: 'string', default: '<platform code>' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const port = Number(values.port);
const operatorId = Number(values['operator-id']);
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !Number.isSafeInteger(operatorId) || operatorId <= 0) {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const dataDir = resolve(values['data-dir']);
const keys = loadOrCreateKeys(dataDir, { hub88PrivateKey: values['hub88-private-key'], operatorPublicKey: values['operator-public-key'] });
const transferWallets = new Hub88TransferWallets();
const app = buildHub88Sim({
  walletUrl: values['wallet-url'],
  hub88PrivateKey: keys.hub88PrivateKey,
  operatorPublicKey: keys.operatorPublicKey,
  operatorId,
  ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
  attacks: true,
  transferWallets,
});
registerHub88TransferSim(app, { operatorPublicKey: keys.operatorPublicKey, operatorId }, transferWallets);
const address = await app.listen({ port, host: values.host });
process.stdout.write(
  [
    `Hub88 platform simulator at ${address} (games API: ${address}/operator/generic/v2/game/url), calling the wallet at ${values['wallet-url']}`,
    'Connect a platform to it:',
    `  npm run admin -- platform:connect ${values.platform} hub88 --api-url ${values['public-url'] ?? address} --operator-id ${String(operatorId)} --hub88-public-key ${keys.hub88PublicKeyFile} --private-key ${keys.operatorPrivateKeyFile ?? '<your private key, whose public half the simulator was given>'}`,
    'Or as a transfer wallet (Hub88 TransferWallet API: members move money into its own wallet):',
    `  npm run admin -- platform:connect <platform code> hub88-transfer --sub-partner-id sim --api-url ${values['public-url'] ?? address} --operator-id ${String(operatorId)} (and the same two keys)`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
