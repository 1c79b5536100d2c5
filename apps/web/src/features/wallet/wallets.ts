import { MAIN_WALLET, MAIN_WALLET_NAME } from '@casino/contract/constants';
import type { PlatformBalance } from '@casino/contract/entities/wallet';
import { fenOf } from '../../shared/fen-of';

export interface Wallet {
  platname: string;
  name: string;
  fen: number;
}

export interface Wallets {
  main: Wallet;
  platforms: Wallet[];
  /** The sum of the platform wallets (the game balance). */
  gameFen: number;
}

/**
 * The main wallet and the platform wallets of balancelist2. A backend that lists only the platforms
 * (API-NOTES §4) gets the main wallet added from the balance call.
 */
export function walletsOf(list: readonly PlatformBalance[], mainBalance: number | string | undefined): Wallets {
  const listed = list.find((entry) => entry.platname === MAIN_WALLET);
  const main = { platname: MAIN_WALLET, name: listed?.name ?? MAIN_WALLET_NAME, fen: fenOf(listed ? listed.balance : mainBalance) };
  const platforms = list.filter((entry) => entry.platname !== MAIN_WALLET).map((entry) => ({ platname: entry.platname, name: entry.name, fen: fenOf(entry.balance) }));
  return { main, platforms, gameFen: platforms.reduce((sum, wallet) => sum + wallet.fen, 0) };
}
