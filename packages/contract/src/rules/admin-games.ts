import { ADMIN_MSG } from '../admin-messages';
import { SITE_OR_WEB_ADDRESS } from './admin-banner';
import { firstBroken, text, type Rule } from './check';

export const PLATFORM_NAME_MAX = 20;
export const GAME_NAME_MAX = 30;
export const GAME_IMAGE_MAX = 500;
export const GAME_SORT_MAX = 9999;

const sortInRange = (sort: unknown) => /^\d{1,4}$/.test(text(sort)) && Number(text(sort)) <= GAME_SORT_MAX;
const imageAddress = (address: unknown) => text(address).length <= GAME_IMAGE_MAX && SITE_OR_WEB_ADDRESS.test(text(address));

export interface PlatformFields {
  name?: unknown;
  logo?: unknown;
  sort?: unknown;
}

const platformRules: readonly Rule<PlatformFields>[] = [
  [(f) => text(f.name) !== '' && text(f.name).length <= PLATFORM_NAME_MAX, ADMIN_MSG.adminPlatformName],
  [(f) => text(f.logo) === '' || imageAddress(f.logo), ADMIN_MSG.adminImageAddress],
  [(f) => sortInRange(f.sort), ADMIN_MSG.adminSortRange],
];

/** A game platform as an operator saves it: its name, its logo (none, or an image address), then its order. */
export function checkPlatform(fields: PlatformFields): string | undefined {
  return firstBroken(fields, platformRules);
}

export interface GameFields {
  name?: unknown;
  image?: unknown;
  sort?: unknown;
}

const gameRules: readonly Rule<GameFields>[] = [
  [(f) => text(f.name) !== '' && text(f.name).length <= GAME_NAME_MAX, ADMIN_MSG.adminGameName],
  [(f) => imageAddress(f.image), ADMIN_MSG.adminImageAddress],
  [(f) => sortInRange(f.sort), ADMIN_MSG.adminSortRange],
];

/** A game of the home's lists, or a slot game of a provider, as an operator saves it: name, image address, order. */
export function checkGame(fields: GameFields): string | undefined {
  return firstBroken(fields, gameRules);
}
