import type { User } from '@casino/contract/entities/account';
import { serverAsset } from './server-asset';
import './vip-badge.css';

/** The VIP number of current_vip: the part after the letter P ("VIP3" -> 3, SPEC §3). */
export function vipNumberOf(currentVip: string): number | undefined {
  const index = currentVip.toUpperCase().lastIndexOf('P');
  if (index < 0) return undefined;
  const number = Number.parseInt(currentVip.slice(index + 1), 10);
  return Number.isFinite(number) ? number : undefined;
}

/** The member's tier: its level image (vipname) and its name (current_vip). */
export function VipBadge({ user }: { user: Pick<User, 'vipname' | 'current_vip'> }) {
  const number = vipNumberOf(user.current_vip);
  return (
    <span className="vip-badge" data-testid="vip-badge">
      {user.vipname && <img src={serverAsset(user.vipname)} alt={number === undefined ? '' : `VIP${String(number)}`} height={20} />}
      <span>{user.current_vip}</span>
    </span>
  );
}
