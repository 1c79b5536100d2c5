import { ApiError, NetworkError, type CallAnswer, type CallRequest } from '@casino/contract/http-call';
import { deviceId } from '@casino/contract/device-id';
import { sendCall } from '@casino/contract/send-call';
import type { AdminRouteName } from '@casino/contract/admin-permissions';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { sessionRefused } from './re-sign-in';
import { adminSession } from './session';

export { ApiError, NetworkError, type CallAnswer, type CallRequest };

/** Calls whose 401 asks nobody to sign in again: a sign-in's refusal is its own, and a sign-out of an ended session is done. */
const NOT_RETRIED: readonly AdminRouteName[] = ['adminLogin', 'adminLogout', 'adminLogoutAll'];

/**
 * One operator call of the contract, same origin, with the admin token. An answer counts as the session's activity
 * (the idle warning counts from it). A 401 (session ended: idle, signed out elsewhere, disabled) asks the operator
 * to sign in again over the screen and, once they have, makes the call again, so an open form's save is not lost;
 * if they give up, the session ends here too, which takes the console back to sign-in.
 */
export async function adminCall<N extends AdminRouteName>(name: N, input: CallRequest<N>): Promise<CallAnswer<N>> {
  const token = adminSession.token();
  try {
    // A sign-in carries the browser's device id: a device that signed in before keeps its own budget of tries.
    const answer = await sendCall('', name, input, name === 'adminLogin' ? { token, deviceId: deviceId() } : { token });
    if (name !== 'adminLogin') adminSession.answered();
    return answer;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 401 && !NOT_RETRIED.includes(name) && (await sessionRefused(token))) return adminCall(name, input);
    throw error;
  }
}

/** The text an operator sees for a failed call. */
export function errorText(error: unknown): string {
  if (error instanceof NetworkError) return error.timedOut ? ADMIN_MSG.adminTimeout : ADMIN_MSG.adminNetworkError;
  if (error instanceof ApiError && error.message !== '') return error.message;
  return ADMIN_MSG.adminCallFailed;
}
