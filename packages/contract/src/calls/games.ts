import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { GAME_CATEGORY_IDS } from '../codes';
import { gameSchema, slotGameSchema } from '../entities/games';
import { formText, formValue, optionalFilter, urlAnswer, pageValue, smallIntValue, sortFields, paginated, text, idValue } from '../wire';
import { PLATFORM_SORTING, GAME_SORTING, SLOT_GAME_SORTING } from '../list-sorting';
import { PLATFORM_NAME_MAX, GAME_NAME_MAX, GAME_IMAGE_MAX } from '../rules/admin-games';

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

// Operator calls (extensions), with an admin token.

// content: game platforms, the games of the home's lists and the slot games of each provider
const platformItem = z.object({
  code: z.string(),
  name: z.string(),
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
    "Rename, reorder (0–9999), hide or show a platform; the rules are checkPlatform. A hidden platform leaves the players' game, slot and wallet lists on their next load and takes no new game or transfer in; open game sessions play on until they end, and its balances can still be moved out (一键领取 or a transfer out)",
  request: z.object({ code: text(32).min(1), name: text(PLATFORM_NAME_MAX * 2).optional(), sort: smallIntValue, hidden: z.boolean().optional() }),
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


