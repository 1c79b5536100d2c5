import type { Kysely } from 'kysely';
import type { Tables } from '../../../platform/db/schema';
import type { Hub88Connection } from '../connections';
import { openGameSession } from '../game-session';
import type { GameLaunch, PlatformAdapter } from '../provider';
import { fetchHub88Games } from './games';
import { CURRENCY, hub88User } from './protocol';
import { signBody } from './signature';

/** Hub88's games API call that answers a game's landing URL (docs.hub88.io, Operator API → Games API). */
export const GAME_URL_PATH = '/operator/generic/v2/game/url';

/** How long we wait for Hub88's game URL before the launch fails. */
export const HUB88_LAUNCH_TIMEOUT_MS = 5_000;

/** The body of /game/url (/tmp/hub88-protocol.md §6.1) for a launch and its session token. */
export function gameUrlBody(connection: Hub88Connection, launch: GameLaunch, token: string): Record<string, unknown> {
  return {
    user: hub88User(launch.memberId),
    token,
    ...(connection.subPartnerId === undefined ? {} : { sub_partner_id: connection.subPartnerId }),
    platform: 'GPL_MOBILE',
    operator_id: connection.operatorId,
    lobby_url: `${launch.origin}/#/`,
    lang: 'zh',
    ip: launch.ip,
    game_code: launch.gameCode,
    currency: CURRENCY,
    country: 'CN',
    deposit_url: `${launch.origin}/#/wallet`,
  };
}

/**
 * A platform connected with Hub88's protocol: seamless (its bets call /wallet/hub88 and debit main). A launch
 * opens a game session (the token the wallet calls name) and asks Hub88 for the game's URL, signed with our
 * private key; anything but HTTP 200 with a URL, or no answer within the timeout, fails the launch. Its wallet is our
 * ledger's main wallet, so it has no `transferWallet`.
 */
export function hub88Adapter(db: Kysely<Tables>, connection: Hub88Connection, timeoutMs = HUB88_LAUNCH_TIMEOUT_MS): PlatformAdapter {
  return {
    protocol: 'hub88',
    mode: 'seamless',
    async launchUrl(launch: GameLaunch): Promise<string> {
      const token = await openGameSession(db, launch);
      const body = JSON.stringify(gameUrlBody(connection, launch, token));
      const response = await fetch(new URL(GAME_URL_PATH.slice(1), withTrailingSlash(connection.apiUrl)), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, connection.privateKey) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`Hub88 game/url answered HTTP ${String(response.status)}: ${text.slice(0, 200)}`);
      const url = urlOf(text);
      if (url === undefined) throw new Error(`Hub88 game/url answered no URL: ${text.slice(0, 200)}`);
      return url;
    },
    gameList: () => fetchHub88Games(connection),
  };
}

/** The `url` of Hub88's answer when it is an http(s) URL. */
function urlOf(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const url = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>).url : undefined;
    return typeof url === 'string' && /^https?:\/\//.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An API URL with a path keeps it: https://host/base + operator/… → https://host/base/operator/…. */
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
