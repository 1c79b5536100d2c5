import type { ParsedRequestOf } from '@casino/contract/call';
import type { getGameUrl } from '@casino/contract/calls/games';
import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import type { Database } from '../../platform/db/database';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { lockMemberBalances } from '../../ledger/balances';
import type { Ledger } from '../../ledger/ledger';
import { hasRemoteWallet, protocolOf, walletModeOf, type AdapterProtocol, type GameProviders } from '../../integrations/platforms/registry';
import type { Member } from '../../platform/security/sessions';
import { openPlatformTransfer, runPlatformTransfer, type PlatformTransferDeps } from '../wallet/public';
import { sweepInto, undoSweep } from './seamless-sweep';

/** What the launch's transaction settled: the game to open and the sweep's transfer into its platform, if any. */
export interface LaunchPlan {
  platform: string;
  categoryId: string;
  gameCode: string;
  gameName: string;
  /** The protocol the platform plays through (its connection's, else the demo's), read in the transaction. */
  protocol: AdapterProtocol;
  sweptInto: string | null;
  /** In 免转 mode, a transfer-wallet platform's order moving main's balance into its wallet, sent before the launch. */
  platformTransfer: string | null;
}

/** Where a failed launch is told. */
interface LaunchLog {
  warn(details: object, text: string): void;
}

/**
 * The launch's money transaction: the game asked for on a shown platform (one of the home's games, else a slot
 * game, else the platform's own lobby), and in seamless mode (免转) the sweep of the member's money into that platform.
 * A seamless-wallet platform (Hub88) bets from main: the sweep then only brings the platforms' wallets back to main.
 * A transfer-wallet platform's sweep is an order into its wallet (held here, sent after the commit, as a member's transfer).
 * Refused for a platform unknown or hidden.
 */
export async function planLaunch(
  trx: Kysely<Tables>,
  ledger: Ledger,
  member: Member,
  input: ParsedRequestOf<typeof getGameUrl>,
  { opId, now }: { opId: string; now: number },
): Promise<LaunchPlan> {
  const platformCode = (input.plat_name ?? '').trim();
  const platform = await trx.selectFrom('platform').select(['code', 'name']).where('code', '=', platformCode).where('state', '=', 1).executeTakeFirst();
  if (!platform) throw new BusinessError(MSG.unknownPlatform, CODES.notFound);
  const gameCode = (input.game_code ?? '').trim() || (input.game_type ?? '').trim();
  const game = await trx
    .selectFrom('game')
    .select(['category_id', 'game_code', 'name'])
    .where('platform_name', '=', platform.code)
    .where((eb) => eb.or([eb('game_code', '=', gameCode), eb('category_id', '=', gameCode)]))
    .orderBy('sort')
    .executeTakeFirst();
  const slot = game
    ? undefined
    : await trx.selectFrom('slot_game').select(['gamecode', 'gamename']).where('catecode', '=', platform.code).where('gamecode', '=', gameCode).executeTakeFirst();
  const connection = await trx.selectFrom('platform_connection').select('protocol').where('platform', '=', platform.code).executeTakeFirst();
  const protocol = protocolOf(connection?.protocol);
  const sweptInto = member.transferstatus === 1 ? await sweepInto(trx, ledger, opId, member.id, platform.code, walletModeOf(protocol)) : null;
  const mainFen = member.transferstatus === 1 && hasRemoteWallet(protocol) ? (await lockMemberBalances(trx, member.id)).mainFen : 0;
  const platformTransfer = mainFen > 0 ? await openPlatformTransfer(trx, ledger, { memberId: member.id, platform: platform.code, direction: 'in', amount: mainFen, opId, now }) : null;
  return {
    platform: platform.code,
    categoryId: game?.category_id ?? 'concise',
    gameCode: game?.game_code ?? slot?.gamecode ?? platform.code,
    gameName: game?.name ?? slot?.gamename ?? platform.name,
    protocol,
    sweptInto,
    platformTransfer,
  };
}

/**
 * After the commit: the URL the platform opens the planned game at. When the platform fails, the sweep into it
 * goes back to main (LaunchPlan.sweptInto) and the launch is refused.
 */
export async function openGame(
  database: Database,
  providers: GameProviders,
  clock: Clock,
  { sweptInto, protocol, platformTransfer, ...game }: LaunchPlan,
  player: { memberId: number; origin: string; ip: string; sessionHash: string | null; log: LaunchLog },
  transfers: PlatformTransferDeps,
): Promise<string> {
  // Its outcome, whatever it is, is the member's transfer's: posted, voided, or unknown and asked again by the resolver.
  // (A plan kept before transfer-wallet platforms has none.)
  if (typeof platformTransfer === 'string') await runPlatformTransfer(transfers, platformTransfer);
  try {
    const adapter = await providers.adapterFor(game.platform, protocol);
    return await adapter.launchUrl({ ...game, memberId: player.memberId, origin: player.origin, ip: player.ip, sessionHash: player.sessionHash, now: clock() });
  } catch (error) {
    player.log.warn({ err: error, platform: game.platform }, 'game launch failed');
    if (sweptInto !== null) {
      const undo = await undoSweep(database, sweptInto, clock());
      if (undo === 'spent') player.log.warn({ transfer: sweptInto }, 'seamless sweep not returned: the platform wallet no longer holds it');
    }
    throw error instanceof BusinessError ? error : new BusinessError(MSG.gameLaunchFailed, CODES.gameLaunchFailed);
  }
}
