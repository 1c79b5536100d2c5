import { z } from 'zod';
import { defineCall } from '../call';
import { GAME_CATEGORY_IDS } from '../codes';
import { gameSchema, slotGameSchema } from '../entities/games';
import { formText, formValue } from '../wire';

export const gameList = defineCall({
  method: 'GET',
  path: '/api/game/list',
  summary: 'Games, optionally of one category',
  auth: false,
  request: z.object({ category: z.enum(GAME_CATEGORY_IDS).optional() }),
  data: z.array(gameSchema),
});

export const gameListApp = defineCall({
  method: 'GET',
  path: '/api/game_list_app',
  summary: 'Hot games',
  auth: false,
  request: z.object({}),
  data: z.array(gameSchema),
});

export const gamelistBycode = defineCall({
  method: 'POST',
  path: '/api/gamelistBycode',
  summary: 'Slot games of one provider',
  auth: false,
  request: z.object({ gamecode: formText }),
  data: z.array(slotGameSchema),
});

export const getGameUrl = defineCall({
  method: 'POST',
  path: '/api/getGameUrl',
  summary: 'Launch a game; in seamless mode moves the main balance into its platform first',
  auth: true,
  money: true,
  request: z.strictObject({
    plat_name: formText,
    game_type: formText,
    game_code: formText,
    is_mobile_url: formValue,
  }),
  data: z.object({ url: z.string() }),
});

