import { CODES } from '@casino/contract/codes';
import { ApiError, callSenders, NetworkError, type CallAnswer, type CallRequest, type SendOptions } from '@casino/contract/http-call';
import { PLAYER_ROUTES, type PlayerRouteName } from '@casino/contract/player-routes';
import { deviceId } from '@casino/contract/device-id';
import { runtimeConfig } from './runtime-config';

export { ApiError, NetworkError, type CallAnswer, type CallRequest };
export type CallOptions = SendOptions;

// The players' routes alone: the console's are not this app's to send, nor to download.
const { sendCall } = callSenders(PLAYER_ROUTES);

type MaintenanceListener = (tips: string) => void;
const maintenanceListeners = new Set<MaintenanceListener>();

/**
 * Hears every answer with the maintenance code (the site went down while the app was open), from any call,
 * the balance poll included, with the server's repair_tips. Answers the function that stops hearing.
 */
export function onMaintenance(listener: MaintenanceListener): () => void {
  maintenanceListeners.add(listener);
  return () => {
    maintenanceListeners.delete(listener);
  };
}

type PasswordMustChangeListener = (token: string | null) => void;
const passwordMustChangeListeners = new Set<PasswordMustChangeListener>();

/**
 * Hears every answer with the one-time password code (an operator reset the member's login password, which
 * must be changed first), with the token of the refused call. Answers the function that stops hearing.
 */
export function onPasswordMustChange(listener: PasswordMustChangeListener): () => void {
  passwordMustChangeListeners.add(listener);
  return () => {
    passwordMustChangeListeners.delete(listener);
  };
}

/** The calls that carry the device id: a member's sign-ins, so members of one device are linked for the reviews. */
const DEVICE_CALLS: ReadonlySet<PlayerRouteName> = new Set(['register', 'loginPc']);

/** Makes one call of the contract, by name, against the configured API base; a refusal throws ApiError. */
export async function callApi<N extends PlayerRouteName>(name: N, input: CallRequest<N>, options: CallOptions = {}): Promise<CallAnswer<N>> {
  try {
    return await sendCall(runtimeConfig().apiBase, name, input, DEVICE_CALLS.has(name) ? { ...options, deviceId: deviceId() } : options);
  } catch (error) {
    if (error instanceof ApiError && error.code === CODES.maintenance) for (const listener of maintenanceListeners) listener(error.message);
    if (error instanceof ApiError && error.code === CODES.passwordMustChange) for (const listener of passwordMustChangeListeners) listener(options.token ?? null);
    throw error;
  }
}
