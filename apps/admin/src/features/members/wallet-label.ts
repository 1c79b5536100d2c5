/** The main wallet by its name; a game platform's wallet by its code. */
export function walletLabel(wallet: string): string {
  return wallet === 'main' ? '主钱包' : wallet.toUpperCase();
}
