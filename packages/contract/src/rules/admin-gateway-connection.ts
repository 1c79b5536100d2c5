import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

export interface GatewayConnectionFields {
  sign_type?: unknown;
  api_url?: unknown;
  pay_url?: unknown;
  pid?: unknown;
  key?: unknown;
  pay_type?: unknown;
  private_key?: unknown;
  gateway_public_key?: unknown;
}

/** http(s), a host, and no query or fragment: the gateway's files (submit.php, api.php) are appended to it. */
const GATEWAY_URL = /^https?:\/\/[^\s/?#]+[^\s?#]*$/i;
/** EPay's merchant ids are whole numbers; its keys letters and digits (the gateway makes 32). */
const PID = /^\d{1,20}$/;
const KEY = /^[A-Za-z0-9]{8,128}$/;
const PAY_TYPE = /^[a-z0-9_]{1,32}$/;
const PEM = /-----BEGIN [A-Z ]+-----/;

/**
 * The shape of an EPay connection, for the console's form and the server's console call alike. The server parses the
 * keys and addresses themselves (integrations/payments/connections.ts checkEpayInput, the CLI's check), which a browser cannot.
 */
const connectionRules: readonly Rule<GatewayConnectionFields>[] = [
  [(f) => GATEWAY_URL.test(text(f.api_url)), ADMIN_MSG.adminGatewayApiUrl],
  // A path of ours (/...) or the gateway's address for browsers when it differs from the API's.
  [(f) => !filled(f.pay_url) || text(f.pay_url).startsWith('/') || GATEWAY_URL.test(text(f.pay_url)), ADMIN_MSG.adminGatewayPayUrl],
  [(f) => PID.test(text(f.pid)), ADMIN_MSG.adminGatewayPid],
  [(f) => KEY.test(text(f.key)), ADMIN_MSG.adminGatewayKey],
  [(f) => !filled(f.pay_type) || PAY_TYPE.test(text(f.pay_type)), ADMIN_MSG.adminGatewayPayType],
  [(f) => text(f.sign_type) !== 'RSA' || (filled(f.private_key) && filled(f.gateway_public_key)), ADMIN_MSG.adminGatewayRsaKeys],
  [(f) => filled(f.private_key) === filled(f.gateway_public_key), ADMIN_MSG.adminGatewayPayoutKeys],
  [(f) => !filled(f.private_key) || /PRIVATE KEY-----/.test(text(f.private_key)), ADMIN_MSG.adminGatewayPrivateKey],
  [(f) => !/PRIVATE KEY/.test(text(f.gateway_public_key)), ADMIN_MSG.adminGatewayPublicKeyPrivate],
  [(f) => !filled(f.gateway_public_key) || PEM.test(text(f.gateway_public_key)), ADMIN_MSG.adminGatewayPublicKey],
];

export function checkGatewayConnection(fields: GatewayConnectionFields): string | undefined {
  return firstBroken(fields, connectionRules);
}
