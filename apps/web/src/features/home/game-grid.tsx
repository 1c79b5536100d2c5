import type { Game } from '@casino/contract/entities/games';
import { MSG } from '@casino/contract/messages';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { useAppNavigate } from '../../shared/use-app-navigate';

/** Game tiles; a tap opens the game (slot platforms open their list), 请登录！ for a visitor. */
export function GameGrid({ games }: { games: readonly Game[] }) {
  const go = useAppNavigate();
  const open = (game: Game) => {
    if (game.category_id === 'concise') {
      go(href(PATHS.electronics, { type: game.platform_name }));
      return;
    }
    if (!session.token()) {
      toast.fail(MSG.loginRequired);
      return;
    }
    go(href(PATHS.gamePage, { name: game.platform_name, type: game.category_id, code: game.game_code }));
  };
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={`${game.platform_name}-${game.game_code}`}>
          <button type="button" onClick={() => open(game)} aria-label={game.name}>
            {/* The browser's own lazy loading: antd-mobile's Image would add 2 KB to the home route. */}
            <img src={game.app_img} alt="" loading="lazy" width={240} height={240} className="game-tile" />
            <span>{game.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
