import type { EpayConnection } from './connections';
import { epayGateway } from './epay/adapter';
import type { PaymentGateway } from './gateway';

/** The adapter of a connected channel, by its protocol: EPay is the only one yet; a second protocol is one more adapter here. */
export function gatewayOf(connection: EpayConnection): PaymentGateway {
  return epayGateway(connection);
}
