import { MSG } from '@casino/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '../../shared/router';
import { NetworkError, newIdempotencyKey } from '../../api/request';
import { useAppInfo } from '../../api/queries/app-info';
import { refreshRecentGames } from '../../api/queries/recent-games';
import { FrameScreen } from '../../shared/frame-screen';
import { frameUrl } from '../../shared/frame-url';
import { PATHS } from '../../shared/paths';
import { session } from '../../shared/session';
import { toast } from '../../shared/toast';
import { agentLoginUrl, launchGame, serviceUrl } from './api/launch';

/**
 * /gamePage: dailiD=1 the agent back office, dailiD=2 the service chat, app=1 the iOS download, or
 * name (with type and code) a game. A failure toasts and goes back home (SPEC §4, §8).
 */
export default function GamePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const appInfo = useAppInfo();
  const [url, setUrl] = useState<string>();
  // One key for this visit: a second launch (a retry, StrictMode) replays the first instead of moving money twice.
  const [launchKey] = useState(newIdempotencyKey);
  const dailiD = params.get('dailiD');
  const app = params.get('app');
  const name = params.get('name') ?? '';
  const type = params.get('type') ?? '';
  const code = params.get('code') ?? '';
  const iosUrl = appInfo.data?.ios_download_url;

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      if (error instanceof NetworkError) toast.fail(MSG.gameNetworkError);
      if (!cancelled) void navigate(PATHS.home, { replace: true });
    };
    const show = (raw: string) => {
      const safe = frameUrl(raw);
      if (!safe) {
        fail(undefined);
        return;
      }
      if (!cancelled) setUrl(safe);
    };
    if (dailiD === '1') agentLoginUrl().then(show, fail);
    else if (dailiD === '2') serviceUrl().then(show, fail);
    else if (app === '1') {
      if (iosUrl === undefined) return;
      // No iOS download: /app says so.
      if (iosUrl === '') void navigate(PATHS.app, { replace: true });
      else if (iosUrl.startsWith('itms-services:')) window.location.assign(iosUrl);
      else show(iosUrl);
    } else if (name !== '') {
      if (!session.token()) {
        toast.fail(MSG.loginRequired);
        void navigate(PATHS.home, { replace: true });
      } else {
        launchGame(name, type, code, launchKey).then((launched) => {
          // The lobby's 最近玩过 (kept alive under this page) now starts with this game.
          void refreshRecentGames(queryClient);
          show(launched);
        }, fail);
      }
    } else {
      void navigate(PATHS.home, { replace: true });
    }
    return () => {
      cancelled = true;
    };
  }, [dailiD, app, name, type, code, iosUrl, launchKey, navigate, queryClient]);

  const title = dailiD === '1' ? '代理登录' : dailiD === '2' ? '在线客服' : app === '1' ? 'APP下载' : '游戏';
  return <FrameScreen url={url} title={title} />;
}
