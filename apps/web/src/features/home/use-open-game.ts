import type { Game } from '@casino/contract/entities/games';
import { useLoginGuard } from '../../shared/login-guard';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';

/**
 * Opens a game of the lobby, or the guard dialog for a visitor. With `providerList`, an entry of 电子游艺 is a
 * slot provider and opens its list (the home's lists); a searched or recent slot game opens itself.
 */
export function useOpenGame({ providerList }: { providerList: boolean }): (game: Game) => void {
  const go = useAppNavigate();
  const guard = useLoginGuard();
  return (game: Game) => {
    if (providerList && game.category_id === 'concise') go(href(PATHS.electronics, { type: game.platform_name }));
    else if (!session.token()) guard();
    else go(href(PATHS.gamePage, { name: game.platform_name, type: game.category_id, code: game.game_code }));
  };
}
