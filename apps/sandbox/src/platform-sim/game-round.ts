import { randomInt, randomUUID } from 'node:crypto';
import { HUB88_UNITS_PER_FEN } from '../../../server/src/integrations/platforms/hub88/protocol';
import type { WalletClient, WalletExchange } from './wallet-client';

/** A player's game as the simulator opened it for the operator's /game/url call. */
export interface SimSession {
  id: string;
  user: string;
  token: string;
  gameCode: string;
  currency: string;
  lobbyUrl: string | undefined;
  /** A transfer-wallet game: it plays from the simulator's own wallet for the user (transfer-play.ts), not through the operator's. */
  transferWallet?: { subPartnerId: string | undefined };
}

/** What a spin did: the stake and win in fen, the wallet calls made, and the balance the last answer gave (fen). */
export interface SpinResult {
  outcome: 'won' | 'lost' | 'refused' | 'rolled-back' | 'failed';
  stakeFen: number;
  winFen: number;
  balanceFen: number | undefined;
  calls: WalletExchange[];
}

/** A small slot's pay table: what a stake is multiplied by, each as likely. */
const MULTIPLIERS = [0, 0, 0, 0, 0.5, 1, 1.5, 2, 5] as const;

/** Bet statuses after which Hub88 does not roll the bet back (/tmp/hub88-protocol.md §1). */
const NO_ROLLBACK = new Set(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED']);

const balanceFenOf = (exchange: WalletExchange | undefined) =>
  typeof exchange?.reply?.balance === 'number' ? Math.floor(exchange.reply.balance / HUB88_UNITS_PER_FEN) : undefined;

/**
 * One spin as Hub88 plays it against the operator's wallet: /transaction/bet, then /transaction/win of the round's
 * result (0 when lost) closing the round. A bet with no answer or an unexpected status is rolled back, once.
 */
export async function spin(wallet: WalletClient, session: SimSession, stakeFen: number, multiplier = MULTIPLIERS[randomInt(MULTIPLIERS.length)] ?? 0): Promise<SpinResult> {
  const round = `sim-round-${randomUUID()}`;
  const common = { user: session.user, token: session.token, round, game_code: session.gameCode, currency: session.currency, is_free: false, meta: {} };
  const betUuid = randomUUID();
  const bet = await wallet.call('/transaction/bet', { ...common, transaction_uuid: betUuid, supplier_transaction_id: `sim-${betUuid}`, round_closed: false, bet: 'spin', amount: stakeFen * HUB88_UNITS_PER_FEN });
  const status = bet.reply?.status;
  if (status === 'RS_OK') {
    const winFen = Math.floor(stakeFen * multiplier);
    const winUuid = randomUUID();
    const win = await wallet.call('/transaction/win', {
      ...common,
      transaction_uuid: winUuid,
      supplier_transaction_id: `sim-${winUuid}`,
      reference_transaction_uuid: betUuid,
      round_closed: true,
      bet: 'spin',
      amount: winFen * HUB88_UNITS_PER_FEN,
    });
    const paid = win.reply?.status === 'RS_OK';
    return { outcome: paid ? (winFen > 0 ? 'won' : 'lost') : 'failed', stakeFen, winFen: paid ? winFen : 0, balanceFen: balanceFenOf(win) ?? balanceFenOf(bet), calls: [bet, win] };
  }
  if (status !== undefined && NO_ROLLBACK.has(status)) return { outcome: 'refused', stakeFen, winFen: 0, balanceFen: balanceFenOf(bet), calls: [bet] };
  const rollbackUuid = randomUUID();
  const rollback = await wallet.call('/transaction/rollback', { ...common, transaction_uuid: rollbackUuid, reference_transaction_uuid: betUuid, round_closed: true });
  return { outcome: 'rolled-back', stakeFen, winFen: 0, balanceFen: balanceFenOf(rollback) ?? balanceFenOf(bet), calls: [bet, rollback] };
}
