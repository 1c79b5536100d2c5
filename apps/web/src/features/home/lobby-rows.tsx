import { useQuery } from '@tanstack/react-query';
import { recentGamesQueryOptions } from '../../api/queries/recent-games';
import { useSession } from '../../shared/session';
import { SkeletonLines } from '../../shared/skeleton';
import { hotGamesQueryOptions } from './api/games';
import { GameGrid } from './game-grid';
import './lobby-rows.css';

/** 最近玩过: the games the member launched, newest first (a visitor has none to show). */
function RecentRow({ token }: { token: string }) {
  const recent = useQuery({ ...recentGamesQueryOptions(token), refetchOnMount: 'always' });
  return (
    <section className="lobby-row" aria-label="最近玩过">
      <h2>最近玩过</h2>
      {recent.isPending ? (
        <SkeletonLines count={1} />
      ) : recent.data?.length ? (
        <div className="game-row">
          <GameGrid games={recent.data} providerList={false} />
        </div>
      ) : (
        <p className="lobby-row-empty">还没有玩过的游戏，去试试下面的热门游戏吧</p>
      )}
    </section>
  );
}

/** 热门: the hot games (game_list_app). */
function HotRow() {
  const hot = useQuery(hotGamesQueryOptions());
  return (
    <section className="lobby-row" aria-label="热门">
      <h2>热门</h2>
      {hot.data ? (
        <div className="game-row">
          <GameGrid games={hot.data} />
        </div>
      ) : (
        <SkeletonLines count={1} />
      )}
    </section>
  );
}

/** The lobby's rows below the categories: 最近玩过 for a member, then 热门. */
export default function LobbyRows() {
  const { token } = useSession();
  return (
    <div className="lobby-rows">
      {token !== null && <RecentRow token={token} />}
      <HotRow />
    </div>
  );
}
