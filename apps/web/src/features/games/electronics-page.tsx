import { DEFAULT_SLOT_PROVIDER, SLOT_PROVIDERS } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ErrorBlock, Image, Skeleton, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useGamePlatforms } from '../../api/queries/game-platforms';
import { useLocation, useSearchParams } from '../../shared/router';
import { useLoginGuard } from '../../shared/login-guard';
import { href, PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useSlotGames } from './api/slot-games';
import './electronics-page.css';

/** /electronics?type=…: the slot list of one provider (kept alive, so it keeps its tab and scroll). */
export default function ElectronicsPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const go = useAppNavigate();
  const guard = useLoginGuard();
  const asked = params.get('type') ?? DEFAULT_SLOT_PROVIDER;
  const [provider, setProvider] = useState<string>(asked);
  // Hidden while another page shows: follow the URL only while this page is the one shown.
  const [seen, setSeen] = useState(asked);
  if (location.pathname === PATHS.electronics && asked !== seen) {
    setSeen(asked);
    setProvider((SLOT_PROVIDERS as readonly string[]).includes(asked) ? asked : DEFAULT_SLOT_PROVIDER);
  }
  const games = useSlotGames(provider);
  // The providers' names as the operator set them in the catalogue (as on the home's provider cards); the code if that call fails.
  const platforms = useGamePlatforms();
  const nameOf = (code: string) => platforms.data?.find((platform) => platform.code === code)?.name ?? code;

  return (
    <div className="electronics">
      {platforms.isPending ? (
        <Skeleton.Title animated />
      ) : (
        <Tabs activeKey={provider} onChange={setProvider}>
          {SLOT_PROVIDERS.map((code) => (
            <Tabs.Tab key={code} title={nameOf(code)} />
          ))}
        </Tabs>
      )}
      {games.isPending && <Skeleton.Paragraph lineCount={6} animated />}
      {games.data?.length === 0 && <ErrorBlock status="empty" title={MSG.empty} description="" />}
      <ul className="slot-grid">
        {games.data?.map((game) => (
          <li key={game.gamecode}>
            <button
              type="button"
              onClick={() => {
                if (!session.token()) {
                  guard();
                  return;
                }
                go(href(PATHS.gamePage, { name: game.catecode, type: 'concise', code: game.gamecode }));
              }}
            >
              <Image src={game.gamepic} alt="" lazy width="100%" style={{ aspectRatio: '1', borderRadius: 10 }} />
              <span>{game.gamename}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
