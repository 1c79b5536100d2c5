import { useState } from 'react';
import { request } from '../../../api/request';
import { useMoneySubmit } from '../../../shared/form/use-money-submit';

/** POST /api/transall: every game wallet back to the main wallet; answers the message to show (SPEC §7). */
export async function transall(idempotencyKey: string): Promise<string> {
  return (await request('transall', {}, { idempotencyKey })).message;
}

/**
 * 一键领取: one Idempotency-Key per tap, every balance query refreshed after it. A plain state flag
 * rather than useMutation: TanStack's mutation code would add 2 KB to the home route's first load.
 */
export function useTransall() {
  const submit = useMoneySubmit((_input: object, idempotencyKey: string) => transall(idempotencyKey));
  const [pending, setPending] = useState(false);
  const run = async (): Promise<string> => {
    setPending(true);
    try {
      return await submit({});
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
