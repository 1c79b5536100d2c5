/** The main wallet by its name; a game platform's wallet by its code (the contract's, as the CSV export writes it). */
export { ledgerWalletLabel as walletLabel } from '@casino/contract/labels';
