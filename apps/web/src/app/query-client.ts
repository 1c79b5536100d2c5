import { CODES } from '@casino/contract/codes';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Retries of a read the server answered busy (its database out of reach for a moment): about 7 s with TanStack's doubling delay. */
const BUSY_RETRIES = 3;

/**
 * A failed read is asked once more, and up to three times while the server answers busy (a read changes
 * nothing). Money actions are mutations, which TanStack never retries: they fail at once, for the player to decide.
 */
export function retryQuery(failures: number, error: unknown): boolean {
  return failures < (error instanceof ApiError && error.code === CODES.serviceBusy ? BUSY_RETRIES : 1);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryQuery, refetchOnWindowFocus: false },
      // A player's action is sent when tapped or fails then. TanStack's default ('online') holds a mutation
      // while the browser is offline and runs it once the network is back: a withdrawal made offline would
      // be submitted later, without the player, who may have left the screen.
      mutations: { networkMode: 'always' },
    },
  });
}
