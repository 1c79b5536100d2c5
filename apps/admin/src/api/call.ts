import { ApiError, NetworkError, sendCall, type CallAnswer, type CallRequest } from '@casino/contract/http-call';
import type { AdminRouteName } from '@casino/contract/admin-permissions';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { adminSession } from './session';

export { ApiError, NetworkError, type CallAnswer, type CallRequest };

/**
 * One operator call of the contract, same origin, with the admin token. A 401 (session ended: signed out
 * elsewhere, idle, disabled) ends the session here too, which takes the console back to sign-in.
 */
export async function adminCall<N extends AdminRouteName>(name: N, input: CallRequest<N>): Promise<CallAnswer<N>> {
  try {
    return await sendCall('', name, input, { token: adminSession.token() });
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401 && name !== 'adminLogin') adminSession.end();
    throw error;
  }
}

/** The text an operator sees for a failed call. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return error.timedOut ? ADMIN_MSG.adminTimeout : ADMIN_MSG.adminNetworkError;
  if (error instanceof ApiError && error.message !== '') return error.message;
  return ADMIN_MSG.adminCallFailed;
}
