import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { GAME_CATEGORY_IDS } from '../codes';
import { gameSchema, slotGameSchema } from '../entities/games';
import { formText, formValue, optionalFilter, urlAnswer } from '../wire';

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

