import { MSG } from '@casino/contract/messages';
import { formatFen } from '@casino/contract/money';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { DownCircleOutline, DownOutline, UpCircleOutline, UpOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import type { Wallet } from './wallets';

/** Platforms shown before 更多: five rows with their icons in seamless mode, three rows of two otherwise. */
const collapsedCount = (seamless: boolean) => (seamless ? 5 : 6);

export interface PlatformListProps {
  platforms: readonly Wallet[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** Seamless mode: each row has quick all-in and all-out icons. */
  seamless: boolean;
  busy: boolean;
  onAllIn: (platform: Wallet) => void;
  onAllOut: (platform: Wallet) => void;
}

/** Every game platform with its balance; 更多/收起 expands and collapses the list (SPEC §2). */
export function PlatformList({ platforms, failed, onRetry, seamless, busy, onAllIn, onAllOut }: PlatformListProps) {
  const [expanded, setExpanded] = useState(false);
  let body: ReactNode;
  if (platforms === undefined) {
    body = failed ? (
      <ErrorBlock status="default" title={MSG.loadFailed} description="">
        <Button size="small" onClick={onRetry}>
          {MSG.reload}
        </Button>
      </ErrorBlock>
    ) : (
      <Skeleton.Paragraph lineCount={5} animated />
    );
  } else {
    const shown = expanded ? platforms : platforms.slice(0, collapsedCount(seamless));
    body = (
      <>
        <ul className={seamless ? 'platform-list' : 'platform-list platform-grid'}>
          {shown.map((platform) => (
            <li key={platform.platname}>
              <span className="platform-name">{platform.name}</span>
              <span className="platform-balance" data-testid={`platform-${platform.platname}`}>
                {formatFen(platform.fen)}
              </span>
              {seamless && (
                <span className="platform-quick">
                  <button type="button" aria-label={`${platform.name}一键转入`} disabled={busy} onClick={() => onAllIn(platform)}>
                    <DownCircleOutline />
                    <small>转入</small>
                  </button>
                  <button type="button" aria-label={`${platform.name}一键转出`} disabled={busy} onClick={() => onAllOut(platform)}>
                    <UpCircleOutline />
                    <small>转出</small>
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
        {platforms.length > collapsedCount(seamless) && (
          <button type="button" className="platform-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? '收起' : '更多'} {expanded ? <UpOutline /> : <DownOutline />}
          </button>
        )}
      </>
    );
  }
  return (
    <section className="transfer-card" aria-label="游戏平台">
      <h2>游戏平台</h2>
      {body}
    </section>
  );
}
