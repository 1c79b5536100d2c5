export interface GameLaunch {
  memberId: number;
  platform: string;
  categoryId: string;
  gameCode: string;
  gameName: string;
  /** The address the player's browser reached us at, for absolute URLs. */
  origin: string;
  now: number;
}

/**
 * A game platform. Balances stay in our ledger (the member's platform wallet); a real platform's adapter
 * moves them to and from the platform's own API around the same ledger transfers.
 */
export interface GameProvider {
  /**
   * The URL the member's browser opens to play. Called after the money transaction has committed, never
   * inside one, so it may call the platform; a throw is answered as a failed launch and the seamless
   * sweep is moved back.
   */
  launchUrl(launch: GameLaunch): Promise<string>;
}
