import { z } from 'zod';
import { GAME_CATEGORY_IDS } from '../codes';
import { flag } from '../wire';

export const gameSchema = z.object({
  category_id: z.enum(GAME_CATEGORY_IDS),
  platform_name: z.string(),
  game_code: z.string(),
  name: z.string(),
  /** 1 shown. */
  app_state: flag,
  app_img: z.string(),
});
export type Game = z.infer<typeof gameSchema>;

export const slotGameSchema = z.object({
  catecode: z.string(),
  gamecode: z.string(),
  gamename: z.string(),
  gamepic: z.string(),
});
export type SlotGame = z.infer<typeof slotGameSchema>;

/** A provider card of the lobby. */
export const gamePlatformSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** An absolute address, or '' when the operator set none (the card shows the name alone). */
  logo: z.string(),
  categories: z.array(z.enum(GAME_CATEGORY_IDS)),
});
export type GamePlatform = z.infer<typeof gamePlatformSchema>;
