/** What a transfer is for (LEDGER.md's operations), as stored in transfer.kind. */
export const TRANSFER_KIND = {
  /** deposits → main, on approval. */
  deposit: 'deposit',
  /** main → withdrawals, held until reviewed. */
  withdrawal: 'withdrawal',
  /** main → a platform wallet (record type 3). */
  transferIn: 'transfer_in',
  /** a platform wallet → main (record type 4). */
  transferOut: 'transfer_out',
  /** a platform wallet → the platform's house. */
  bet: 'bet',
  /** the platform's house → a platform wallet. */
  win: 'win',
  /** rebates → main. */
  rebate: 'rebate',
  /** promotions → main. */
  redpacket: 'redpacket',
  /** promotions → main: the bonus an operator credits on approving a promotion application. */
  bonus: 'bonus',
  /** adjustments ⇄ main, by an operator. */
  adjustment: 'adjustment',
} as const;
export type TransferKind = (typeof TRANSFER_KIND)[keyof typeof TRANSFER_KIND];
