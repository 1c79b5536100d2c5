import type { Hub88Connection } from '../connections';
import type { PlatformGame } from '../provider';
import { signBody } from './signature';

/** Hub88's games API call that lists the operator's games (docs/protocols/hub88.md §6.2); Hub88 answers it once a minute. */
export const GAME_LIST_PATH = '/operator/generic/v2/game/list';

/** How long we wait for Hub88's game list. */
export const HUB88_GAME_LIST_TIMEOUT_MS = 10_000;

/** A game of Hub88's list, or undefined for an entry without a code and a name. */
function gameOf(entry: unknown): PlatformGame | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const game = entry as Record<string, unknown>;
  if (typeof game.game_code !== 'string' || game.game_code === '' || typeof game.name !== 'string') return undefined;
  return {
    gameCode: game.game_code,
    name: game.name,
    category: typeof game.category === 'string' ? game.category : '',
    product: typeof game.product === 'string' ? game.product : '',
    enabled: game.enabled !== false,
  };
}

/**
 * Hub88's games: POST /operator/generic/v2/game/list signed with our key. Throws on anything but HTTP 200 with an array,
 * or no answer in time; an entry without a game_code and a name is left out.
 */
export async function fetchHub88Games(connection: Hub88Connection, timeoutMs = HUB88_GAME_LIST_TIMEOUT_MS): Promise<PlatformGame[]> {
  const body = JSON.stringify({ operator_id: connection.operatorId });
  const base = connection.apiUrl.endsWith('/') ? connection.apiUrl : `${connection.apiUrl}/`;
  const response = await fetch(new URL(GAME_LIST_PATH.slice(1), base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub88-signature': signBody(body, connection.privateKey) },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Hub88 game/list answered HTTP ${String(response.status)}: ${text.slice(0, 200)}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) throw new Error(`Hub88 game/list answered no list of games: ${text.slice(0, 200)}`);
  return (parsed as unknown[]).map(gameOf).filter((game): game is PlatformGame => game !== undefined);
}
