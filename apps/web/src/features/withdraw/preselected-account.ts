import type { BoundAccount } from '@casino/contract/entities/cards';

/** The account to preselect: the only one bound, else the last one withdrawn to if still bound, else none. */
export function preselectedAccount(accounts: readonly BoundAccount[], lastUsed: string | null): string | undefined {
  if (accounts.length === 1) return String(accounts[0]?.id);
  return accounts.some((account) => String(account.id) === lastUsed) ? (lastUsed ?? undefined) : undefined;
}
