import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      // A player's action is sent when tapped or fails then. TanStack's default ('online') holds a mutation
      // while the browser is offline and runs it once the network is back: a withdrawal made offline would
      // be submitted later, without the player, who may have left the screen.
      mutations: { networkMode: 'always' },
    },
  });
}
