import type { Game } from '@casino/contract/entities/games';
import { useOpenGame } from './use-open-game';

/**
 * Game tiles; a tap opens the game, the guard dialog for a visitor. In the home's lists (`providerList`, the
 * default) a 电子游艺 tile is a slot provider and opens its list; searched and recent slot games open themselves.
 */
export function GameGrid({ games, providerList = true }: { games: readonly Game[]; providerList?: boolean }) {
  const open = useOpenGame({ providerList });
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
