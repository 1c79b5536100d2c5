import type { User } from '@casino/contract/entities/account';
import { fenToYuan } from '@casino/contract/money';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { memberBalances } from '../../ledger/balances';
import type { Member } from '../../platform/security/sessions';
import { nextTierName, vipProgress } from '../vip/public';
import { readSite, type SiteSettings } from '../../kernel/site-settings';
import type { StandIns } from '../../kernel/stand-ins';
import { memberProfile } from './profile';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

interface Standing {
  vipname: string;
  nextVipname: string;
  depositedFen: number;
  turnoverFen: number;
}

/** The main and game balances as the user object and the balance poll show them. */
function shownBalances({ mainFen, gameFen }: { mainFen: number; gameFen: number }) {
  return { balance: fenToYuan(mainFen), gameblance: fenToYuan(gameFen) };
}

export function toUser(member: Member, standing: Standing, balances: { mainFen: number; gameFen: number }, site: SiteSettings, standIns: StandIns): User {
  return {
    ...memberProfile(member),
    avatar: member.avatar,
    ...shownBalances(balances),
    isblack: flag(member.isblack),
    status: flag(member.status),
    current_vip: standing.vipname,
    next_vip: standing.nextVipname,
    vip: member.vip,
    vipname: standIns.vipBadge(standing.vipname),
    paysum: fenToYuan(standing.depositedFen),
    totalgame: fenToYuan(standing.turnoverFen),
    isagent: flag(member.isagent),
    transferstatus: flag(member.transferstatus),
    usdtrate: Number(site.usdt_rate),
    withdrawusdtrate: Number(site.withdraw_usdt_rate),
    withdrawcashfee: Number(site.withdraw_fee_erc20),
    withdrawfeeusdttrc: Number(site.withdraw_fee_trc20),
  };
}

/** The user object of SPEC §3 for a member, with balances from the ledger. */
export async function loadUser(db: Kysely<Tables>, member: Member, standIns: StandIns): Promise<User> {
  const [tier, nextVipname, progress, balances, site] = await Promise.all([
    db.selectFrom('vip_tier').select('vipname').where('id', '=', member.vip).executeTakeFirst(),
    nextTierName(db, member.vip),
    vipProgress(db, member.id),
    memberBalances(db, member.id),
    readSite(db),
  ]);
  return toUser(member, { vipname: tier?.vipname ?? `VIP${String(member.vip)}`, nextVipname, ...progress }, balances, site, standIns);
}

/** The member's main and game balances, from the ledger. */
export async function balancesOf(db: Kysely<Tables>, memberId: number) {
  return shownBalances(await memberBalances(db, memberId));
}
