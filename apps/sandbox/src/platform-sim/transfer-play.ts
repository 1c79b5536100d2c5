import { randomInt, randomUUID } from 'node:crypto';
import { HUB88_UNITS_PER_FEN, RS } from '../../../server/src/integrations/platforms/hub88/protocol';
import type { SimSession, SpinResult } from './game-round';
import type { Hub88TransferWallets } from './hub88-transfer-sim';
import type { TransactionBook } from './report';

/** The transfer-wallet game's pay table: what a stake is multiplied by, each as likely (the seamless game's). */
const MULTIPLIERS = [0, 0, 0, 0, 0.5, 1, 1.5, 2, 5] as const;

/**
 * One spin of a transfer-wallet game: played against the simulator's own wallet for the user (the operator is not
 * called), each bet and its win (0 when lost, closing the round) kept in the book as Hub88 lists them, TS_SUCCESS.
 * A stake above the wallet is refused as RS_ERROR_NOT_ENOUGH_MONEY and nothing is kept.
 */
export function playFromWallet(
  wallets: Hub88TransferWallets,
  book: TransactionBook,
  session: SimSession,
  stakeFen: number,
  multiplier: number = MULTIPLIERS[randomInt(MULTIPLIERS.length)] ?? 0,
): SpinResult & { status: string } {
  const stake = stakeFen * HUB88_UNITS_PER_FEN;
  const before = wallets.balanceOf(session.user);
  if (before < stake) return { outcome: 'refused', status: RS.notEnoughMoney, stakeFen, winFen: 0, balanceFen: Math.floor(before / HUB88_UNITS_PER_FEN), calls: [] };
  const winFen = Math.floor(stakeFen * multiplier);
  const round = `sim-round-${randomUUID()}`;
  const common = { currency: session.currency, user: session.user, round, game_code: session.gameCode };
  const betUuid = randomUUID();
  wallets.balances.set(session.user, before - stake);
  book.played({ ...common, transaction_uuid: betUuid, kind: 'TK_BET', amount: stake, reference_transaction_uuid: null }, session.transferWallet?.subPartnerId);
  wallets.balances.set(session.user, wallets.balanceOf(session.user) + winFen * HUB88_UNITS_PER_FEN);
  const win = { ...common, transaction_uuid: randomUUID(), kind: 'TK_WIN', amount: winFen * HUB88_UNITS_PER_FEN, reference_transaction_uuid: betUuid };
  book.played(win, session.transferWallet?.subPartnerId);
  return { outcome: winFen > 0 ? 'won' : 'lost', status: RS.ok, stakeFen, winFen, balanceFen: Math.floor(wallets.balanceOf(session.user) / HUB88_UNITS_PER_FEN), calls: [] };
}
