import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateBalances } from '../../api/queries/money';
import { ApiError, NetworkError, newIdempotencyKey } from '../../api/request';
import { useSession } from '../session';
import { preloadToast, toast } from '../toast';

/** Tries of one submit when the server cannot be reached; each retry carries the same key. */
const TRIES = 2;
const RETRY_DELAY_MS = 1000;

/**
 * A money submit (SPEC §7 money calls): one Idempotency-Key per submit, kept across its retries and
 * for a repeat of the same input after a network failure (whose outcome is unknown: the server answers
 * a replay with the first result and moves nothing). A final answer ends the submit; after a success
 * every balance query is refreshed. Nothing is kept for later: offline, the submit fails at once with the
 * network message. Use it as the `submit` of `useForm`, or as a mutation's function (the app's mutations
 * never wait for the network: app/query-client.ts).
 */
export function useMoneySubmit<I, R>(send: (input: I, idempotencyKey: string) => Promise<R>): (input: I) => Promise<R> {
  const queryClient = useQueryClient();
  const open = useRef<{ key: string; input: string } | null>(null);
  const { token } = useSession();
  // Offline, the toast's code could not be fetched with the first toast, and the player would not hear that
  // the action failed: a member's money screen fetches it while online.
  useEffect(() => {
    if (token) preloadToast();
  }, [token]);

  return async (input) => {
    const sent = JSON.stringify(input);
    if (open.current === null || open.current.input !== sent) open.current = { key: newIdempotencyKey(), input: sent };
    const { key } = open.current;
    for (let tries = 1; ; tries += 1) {
      try {
        const result = await send(input, key);
        open.current = null;
        await invalidateBalances(queryClient);
        return result;
      } catch (error) {
        // Busy (the database out of reach, code 530): the money may have moved if the connection was cut at
        // its commit, so the key is kept for the player's repeat, as after a network failure; never re-sent here.
        if (error instanceof ApiError && error.code === CODES.serviceBusy) throw error;
        if (!(error instanceof NetworkError)) {
          open.current = null;
          throw error;
        }
        // Offline a retry cannot help: the player hears at once that the action failed.
        if (tries >= TRIES || !onlineManager.isOnline()) {
          // The player must know: the money may or may not have moved; the same submit is safe to repeat.
          toast.fail(MSG.networkError);
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  };
}
