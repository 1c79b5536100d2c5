/** The lobby's 最近玩过: the member's last games launched, newest first. */
export const RECENT_GAMES_MAX = 8;
/** The most games one search answers. */
export const GAME_SEARCH_MAX = 30;
