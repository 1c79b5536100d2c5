import type { VipTier } from '@casino/contract/entities/vip';

/** The tiers shown (SPEC §7): one per id (the first kept), only those with status 1, lowest id first. */
export function visibleTiers(tiers: readonly VipTier[]): VipTier[] {
  const seen = new Set<number>();
  const shown: VipTier[] = [];
  for (const tier of tiers) {
    if (tier.status !== 1 || seen.has(tier.id)) continue;
    seen.add(tier.id);
    shown.push(tier);
  }
  return shown.sort((a, b) => a.id - b.id);
}
