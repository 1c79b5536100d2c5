import { ADMIN_MSG } from '../admin-messages';
import { filled, firstBroken, text, type Rule } from './check';

/** How the console names a platform's protocol; one it does not know is shown as its code. */
export const PLATFORM_PROTOCOL_LABELS: Readonly<Record<string, string>> = {
  demo: '演示',
  hub88: 'Hub88 无缝钱包',
  'hub88-transfer': 'Hub88 转账钱包',
};

export function platformProtocolLabel(protocol: string): string {
  return PLATFORM_PROTOCOL_LABELS[protocol] ?? protocol;
}

/** The protocols the console connects a platform with. */
export const CONNECTABLE_PROTOCOLS = ['hub88', 'hub88-transfer'] as const;
export type ConnectableProtocol = (typeof CONNECTABLE_PROTOCOLS)[number];

/** The callbacks' RS_* status of success: anything else is an error in the callback log. */
export const CALLBACK_OK_STATUS = 'RS_OK';

export interface PlatformConnectionFields {
  protocol?: unknown;
  api_url?: unknown;
  operator_id?: unknown;
  sub_partner_id?: unknown;
  hub88_public_key?: unknown;
  private_key?: unknown;
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+/i;
const PEM = /-----BEGIN [A-Z ]+-----/;
/** Hub88's sub_partner_id: letters, digits, - and _. */
const SUB_PARTNER_ID = /^[\w-]{1,64}$/;

/**
 * The shape of a Hub88 connection, for the form before it is sent. The server parses the keys themselves
 * (integrations/platforms/connections.ts checkHub88Input, the CLI's check), which this cannot do in a browser.
 */
const connectionRules: readonly Rule<PlatformConnectionFields>[] = [
  [(f) => HTTP_URL.test(text(f.api_url)), ADMIN_MSG.adminPlatformApiUrl],
  [(f) => /^[1-9]\d{0,14}$/.test(text(f.operator_id)), ADMIN_MSG.adminPlatformOperatorId],
  // Optional for the seamless wallet (sent with each launch when given); the TransferWallet API needs it.
  [(f) => (filled(f.sub_partner_id) ? SUB_PARTNER_ID.test(text(f.sub_partner_id)) : text(f.protocol) !== 'hub88-transfer'), ADMIN_MSG.adminPlatformSubPartnerId],
  [(f) => filled(f.hub88_public_key) && filled(f.private_key), ADMIN_MSG.adminPlatformKeysRequired],
  [(f) => PEM.test(text(f.hub88_public_key)), ADMIN_MSG.adminPlatformHub88Key],
  [(f) => !/PRIVATE KEY/.test(text(f.hub88_public_key)), ADMIN_MSG.adminPlatformHub88KeyPrivate],
  [(f) => /PRIVATE KEY-----/.test(text(f.private_key)), ADMIN_MSG.adminPlatformPrivateKey],
];

export function checkPlatformConnection(fields: PlatformConnectionFields): string | undefined {
  return firstBroken(fields, connectionRules);
}
