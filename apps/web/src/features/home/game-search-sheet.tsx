import { MSG } from '@casino/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Popup } from '../../shared/back-closes/overlays';
import { SkeletonLines } from '../../shared/skeleton';
import { GameGrid } from './game-grid';
import { gameSearchQueryOptions } from './api/game-search';
import './game-search-sheet.css';

/** How long typing pauses before the server is asked. */
const TYPING_PAUSE_MS = 300;

/** The typed text once typing has paused, trimmed. */
function usePausedText(text: string): string {
  const [paused, setPaused] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

/**
 * 搜索游戏: the server's search over every game's name (the home's and every provider's slot games: a few hundred
 * names a client would otherwise download whole). A tile opens its game, closing the sheet, or the guard dialog for
 * a visitor.
 */
export default function GameSearchSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const name = usePausedText(text);
  const found = useQuery(gameSearchQueryOptions(name));
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="top" bodyClassName="game-search" showCloseButton>
      <h2>搜索游戏</h2>
      <input
        type="search"
        className="game-search-input"
        aria-label="游戏名称"
        placeholder="输入游戏名称"
        value={text}
        maxLength={30}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      {name === '' ? null : found.isPending ? (
        <SkeletonLines count={3} />
      ) : found.isError ? (
        <p className="game-search-empty" role="alert">
          {MSG.loadFailed}
        </p>
      ) : found.data.length === 0 ? (
        <p className="game-search-empty" role="status">
          没有找到“{name}”相关的游戏
        </p>
      ) : (
        // A tile's tap reaches here after it opened its game (the page it opened took the sheet's history entry).
        <div
          role="presentation"
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('button')) onClose();
          }}
        >
          <GameGrid games={found.data} providerList={false} />
        </div>
      )}
    </Popup>
  );
}
