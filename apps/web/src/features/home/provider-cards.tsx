import type { Game, GamePlatform } from '@casino/contract/entities/games';
import { useOpenGame } from './use-open-game';
import './lobby.css';

/**
 * The providers of a category, each its card with its logo from the catalogue (its name alone when it has none).
 * A slot provider's card opens its games; another provider's opens its first game of the category, its lobby.
 */
export function ProviderCards({ platforms, category, games }: { platforms: readonly GamePlatform[]; category: Game['category_id']; games: readonly Game[] }) {
  const open = useOpenGame({ providerList: true });
  return (
    <ul className="provider-cards" aria-label="游戏平台">
      {platforms.map((platform) => {
        // The platform's first game of the category (the home's lists are in their order): none, no card.
        const lobby = games.find((game) => game.platform_name === platform.code && game.category_id === category);
        return (
          lobby && (
            <li key={platform.code}>
              <button type="button" onClick={() => open(lobby)}>
                {platform.logo !== '' && <img className="provider-logo" src={platform.logo} alt="" width={240} height={96} />}
                {platform.name}
              </button>
            </li>
          )
        );
      })}
    </ul>
  );
}
