// `npm run gateway-sim -- [options]`: a payment gateway speaking EPay (易支付), for paying deposits on its pay page and
// testing our merchant side's notifications and payouts against its faults (README, docs/protocols/epay.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEpaySim } from './epay-sim';
import { loadOrCreateEpaySimKeys } from './keys';

const USAGE = `npm run gateway-sim -- [--port 4090] [--host 127.0.0.1] [--pid 1001] [--key <MD5 key; generated and kept unless given>]
  [--data-dir data/gateway-sim] [--public-url <where browsers reach it>] [--money-format float|fixed] [--channel <channel code, for the printed command>]`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4090' },
    host: { type: 'string', default: '127.0.0.1' },
    pid: { type: 'string', default: '1001' },
    key: { type: 'string' },
    'data-dir': { type: 'string', default: 'data/gateway-sim' },
    'public-url': { type: 'string' },
    'money-format': { type: 'string', default: 'float' },
    channel: { type: 'string', default: '<channel code>' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const port = Number(values.port);
const moneyFormat = values['money-format'];
if (!Number.isInteger(port) || port < 0 || port > 65_535 || !/^[A-Za-z0-9_-]+$/.test(values.pid) || (moneyFormat !== 'float' && moneyFormat !== 'fixed') || values.key === '') {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

const keys = loadOrCreateEpaySimKeys(resolve(values['data-dir']), values.key);
const app = buildEpaySim({
  merchants: [{ pid: values.pid, key: keys.md5Key, merchantPublicKey: keys.merchantPublicKey }],
  platformPrivateKey: keys.platformPrivateKey,
  moneyFormat,
  ...(values['public-url'] === undefined ? {} : { publicUrl: values['public-url'] }),
});
const address = await app.listen({ port, host: values.host });
const apiUrl = `${(values['public-url'] ?? address).replace(/\/+$/, '')}/`;
process.stdout.write(
  [
    `EPay gateway simulator at ${address} (submit.php, mapi.php, api.php, api/pay/*, api/transfer/*; faults under ${address}/sim/), merchant pid ${values.pid}`,
    'Connect a channel to it:',
    `  npm run admin -- gateway:connect ${values.channel} epay --api-url ${apiUrl} --pid ${values.pid} --key-file ${keys.md5KeyFile} --private-key ${keys.merchantPrivateKeyFile} --gateway-public-key ${keys.platformPublicKeyFile}`,
    '  (add --sign-type RSA for EPay V2 payments: api/pay/submit, RSA-signed notifications, api/pay/query)',
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
