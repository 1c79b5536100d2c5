import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { GAME_CATEGORY_IDS } from '../codes';
import { gamePlatformSchema, gameSchema, slotGameSchema } from '../entities/games';
import { dayFilter, done, formText, formValue, optionalFilter, urlAnswer, pageValue, smallIntValue, sortFields, paginated, text, idValue } from '../wire';
import { PLATFORM_SORTING, GAME_SORTING, SLOT_GAME_SORTING } from '../list-sorting';
import { PLATFORM_NAME_MAX, GAME_NAME_MAX, GAME_IMAGE_MAX } from '../rules/admin-games';
import { GAME_SEARCH_MAX, RECENT_GAMES_MAX } from '../rules/game-lobby';
import { CONNECTABLE_PROTOCOLS } from '../rules/admin-platform-connection';

export const gameList = defineCall({
  ...ROUTES.gameList,
  summary: 'Games, optionally of one category',
  request: z.object({ category: optionalFilter(GAME_CATEGORY_IDS) }),
  data: z.array(gameSchema),
});

export const gameListApp = defineCall({
  ...ROUTES.gameListApp,
  summary: 'Hot games',
  request: z.object({}),
  data: z.array(gameSchema),
});

export const gamelistBycode = defineCall({
  ...ROUTES.gamelistBycode,
  summary: 'Slot games of one provider',
  request: z.object({ gamecode: formText }),
  data: z.array(slotGameSchema),
});

export const getGameUrl = defineCall({
  ...ROUTES.getGameUrl,
  summary: 'Launch a game; in seamless mode moves the main balance into its platform first',
  request: z.strictObject({
    plat_name: formText,
    game_type: formText,
    game_code: formText,
    is_mobile_url: formValue,
  }),
  data: urlAnswer,
});

export const gamePlatforms = defineCall({
  ...ROUTES.gamePlatforms,
  summary: "Extension: the lobby's provider cards: the shown platforms in their order, each with its logo and the categories it has shown games in",
  request: z.object({}),
  data: z.array(gamePlatformSchema),
});

export const gameSearch = defineCall({
  ...ROUTES.gameSearch,
  summary: `Extension: the shown games (the home's, but 电子游艺's provider entries, and every provider's slot games) whose name holds the text, at most ${String(GAME_SEARCH_MAX)}, in the home's order then the providers'; a slot game comes as category concise of its provider. An empty text finds nothing`,
  request: z.object({ name: text(GAME_NAME_MAX * 2).optional() }),
  data: z.array(gameSchema),
});

export const recentGames = defineCall({
  ...ROUTES.recentGames,
  summary: `Extension: the games the member launched (最近玩过), newest first, at most ${String(RECENT_GAMES_MAX)}, of shown platforms; a slot game comes as category concise of its provider`,
  request: z.object({}),
  data: z.array(gameSchema),
});

// Operator calls (extensions), with an admin token.

// content: game platforms, the games of the home's lists and the slot games of each provider
const platformItem = z.object({
  code: z.string(),
  name: z.string(),
  /** The lobby card's image: a site path or an address; '' for none. */
  logo: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  /** Games listed under the platform on the home. */
  games: z.number().int(),
  /** Members' game sessions on the platform not yet expired: hiding it lets them play on until they end. */
  open_sessions: z.number().int(),
});
export const adminPlatforms = defineCall({
  ...ROUTES.adminPlatforms,
  summary:
    'The game platforms in their order (sort, then code) unless sorted by code, name or shown (ascending: hidden first), hidden ones included, paged on the server; each with its number of games and of open game sessions',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(PLATFORM_SORTING) }),
  data: paginated(platformItem),
});
export const adminSavePlatform = defineCall({
  ...ROUTES.adminSavePlatform,
  summary:
    "Rename, reorder (0–9999), set the logo (an uploaded image's path or an http(s) address, '' for none), hide or show a platform; the rules are checkPlatform. A hidden platform leaves the players' game, slot and wallet lists on their next load and takes no new game or transfer in; open game sessions play on until they end, and its balances can still be moved out (一键领取 or a transfer out)",
  request: z.object({ code: text(32).min(1), name: text(PLATFORM_NAME_MAX * 2).optional(), logo: text(GAME_IMAGE_MAX).optional(), sort: smallIntValue, hidden: z.boolean().optional() }),
  data: platformItem,
});
const gameItem = z.object({
  id: z.number().int(),
  category_id: z.enum(GAME_CATEGORY_IDS),
  platform_name: z.string(),
  game_code: z.string(),
  name: z.string(),
  app_img: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  hot: z.boolean(),
});
export const adminGames = defineCall({
  ...ROUTES.adminGames,
  summary:
    "The games of the home's lists, optionally of one category and one platform, in their order (sort, then id) unless sorted by name, hot or shown (ascending: hidden first), hidden ones included, paged on the server",
  request: z.object({ page: pageValue, per_page: smallIntValue, category: optionalFilter(GAME_CATEGORY_IDS), platform: text(32).optional(), ...sortFields(GAME_SORTING) }),
  data: paginated(gameItem),
});
export const adminSaveGame = defineCall({
  ...ROUTES.adminSaveGame,
  summary: "Change a game of the home's lists: name, image address (a site path or http(s) address), order (0–9999), hidden, hot (in the hot-games list); the rules are checkGame. Players see it on their next load",
  request: z.object({ id: idValue, name: text(GAME_NAME_MAX * 2).optional(), app_img: text(GAME_IMAGE_MAX).optional(), sort: smallIntValue, hidden: z.boolean().optional(), hot: z.boolean().optional() }),
  data: gameItem,
});
const slotGameItem = z.object({ id: z.number().int(), catecode: z.string(), gamecode: z.string(), gamename: z.string(), gamepic: z.string(), sort: z.number().int(), hidden: z.boolean() });
export const adminSlotGames = defineCall({
  ...ROUTES.adminSlotGames,
  summary:
    'The slot games of one provider (catecode, a platform code) or of all, by provider then in their order (sort, then id) unless sorted by sort, name or shown (ascending: hidden first), hidden ones included, paged on the server',
  request: z.object({ page: pageValue, per_page: smallIntValue, catecode: text(32).optional(), ...sortFields(SLOT_GAME_SORTING) }),
  data: paginated(slotGameItem),
});
export const adminSaveSlotGame = defineCall({
  ...ROUTES.adminSaveSlotGame,
  summary: "Change a slot game: name, image address, order (0–9999) and hidden; the rules are checkGame. Players see it in the provider's list on their next load",
  request: z.object({ id: idValue, gamename: text(GAME_NAME_MAX * 2).optional(), gamepic: text(GAME_IMAGE_MAX).optional(), sort: smallIntValue, hidden: z.boolean().optional() }),
  data: slotGameItem,
});



// owner: how each platform is connected (issue #31); the keys are sealed on the server and never answered back
const platformKey = z.object({
  /** hub88_public_key or private_key (our key: the fingerprint is of its public half, the one given to Hub88). */
  name: z.string(),
  /** SHA256: and the base64 SHA-256 of the key's public half (SPKI DER). */
  fingerprint: z.string(),
});
/** Where a transfer-wallet platform's pull of its bets from the platform stands (Beijing times; null before its first pull). */
const platformBetPull = z.object({
  last_pulled_at: z.string().nullable(),
  /** Every bet and win the platform listed before this time is in our ledger. */
  taken_until: z.string().nullable(),
  /** Why the last pull left items for the next one (a bet our ledger cannot cover, a win whose bet is not listed, a user who is none of our members) or could not list them; null when it took everything. */
  last_error: z.string().nullable(),
});
const platformConnectionItem = z.object({
  code: z.string(),
  name: z.string(),
  hidden: z.boolean(),
  /** 'demo' for a platform with no connection; else the connection's protocol (hub88, hub88-transfer, …). */
  protocol: z.string(),
  api_url: z.string().nullable(),
  operator_id: z.number().int().nullable(),
  /** Hub88's sub_partner_id of our site, when the connection names one (a transfer-wallet connection must). */
  sub_partner_id: z.string().nullable(),
  /** The addresses or ranges Hub88's wallet calls may come from (issue #41); empty: any address (the signature is still checked). */
  allowed_ips: z.array(z.string()),
  connected_by: z.string().nullable(),
  connected_at: z.string().nullable(),
  keys: z.array(platformKey),
  /** False when the sealed keys do not open with this server's secret key: the platform cannot play until it is connected again. */
  keys_open: z.boolean(),
  /** A transfer-wallet platform's bet pull; null for a platform whose bets are not pulled (the demo, a seamless wallet). */
  bet_pull: platformBetPull.nullable(),
});
export const adminPlatformConnections = defineCall({
  ...ROUTES.adminPlatformConnections,
  summary:
    "Every game platform in its order with how it plays: its protocol ('demo' when not connected), the connection's API URL and operator id, who connected it and when, the fingerprints of its keys (never the keys), and for a transfer-wallet platform where the pull of its bets stands",
  request: z.object({}),
  data: z.array(platformConnectionItem),
});
export const adminConnectPlatform = defineCall({
  ...ROUTES.adminConnectPlatform,
  summary:
    "Connect (or connect again, replacing the earlier settings and keys) a platform with Hub88's seamless wallet (hub88) or its TransferWallet API (hub88-transfer, which needs our sub_partner_id), as the CLI's platform:connect: Hub88's API URL and our operator id, optionally the addresses Hub88 calls our wallet from (others are answered as unsigned), Hub88's public key (checks its calls to us) and our private key (signs ours), both PEM text, RSA; the keys are sealed with the server's secret key and never answered back. Audited without the keys; running servers see it within 10 seconds",
  request: z.object({
    code: text(32).min(1),
    protocol: z.enum(CONNECTABLE_PROTOCOLS),
    api_url: text(500),
    operator_id: text(20),
    sub_partner_id: text(64).optional(),
    /** Addresses or CIDR ranges, separated by commas or spaces (as the CLI's --allowed-ips); empty or absent: any address. */
    allowed_ips: text(1000).optional(),
    hub88_public_key: text(20_000),
    private_key: text(20_000),
  }),
  data: platformConnectionItem,
});
export const adminDisconnectPlatform = defineCall({
  ...ROUTES.adminDisconnectPlatform,
  summary: 'Disconnect a platform: it plays through the demo again and its keys are deleted. Audited',
  request: z.object({ code: text(32).min(1) }),
  data: done,
});
const platformCallbackItem = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The platform whose key verified the signature, when one did. */
  platform: z.string().nullable(),
  /** The wallet endpoint called, such as /transaction/bet. */
  endpoint: z.string(),
  /** The member the request named (its user), when it names one of ours. */
  member: z.string().nullable(),
  transaction_id: z.string().nullable(),
  reference_id: z.string().nullable(),
  round: z.string().nullable(),
  /** The answer's RS_* status. */
  status: z.string(),
  signature_valid: z.boolean(),
  latency_ms: z.number().int(),
  /** The request's body as it came (cut at 16 KB) and the answer, JSON text. */
  request: z.string(),
  answer: z.string(),
});
export const adminPlatformCallbacks = defineCall({
  ...ROUTES.adminPlatformCallbacks,
  summary:
    "The log of the platforms' wallet callbacks (kept 90 days), newest first, paged on the server (per_page up to 50, 20 by default): filtered by platform, member (username), a transaction, reference or round id, errors only (any status but RS_OK) and Beijing days from/to, both included. Each with its request, answer, whether its signature was valid and how long it took",
  request: z.object({
    page: pageValue,
    per_page: smallIntValue,
    platform: text(32).optional(),
    member: text(32).optional(),
    ref: text(255).optional(),
    errors: optionalFilter(['1']),
    from: dayFilter,
    to: dayFilter,
  }),
  data: paginated(platformCallbackItem),
});
