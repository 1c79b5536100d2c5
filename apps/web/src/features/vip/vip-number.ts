/** The VIP number of current_vip: the part after the letter P ("VIP3" -> 3, SPEC §3); undefined without one. */
export function vipNumberOf(currentVip: string): number | undefined {
  const index = currentVip.toUpperCase().lastIndexOf('P');
  if (index < 0) return undefined;
  const number = Number.parseInt(currentVip.slice(index + 1), 10);
  return Number.isFinite(number) ? number : undefined;
}
