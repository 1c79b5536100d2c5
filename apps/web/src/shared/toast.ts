import { TOAST_MS } from '@casino/contract/constants';
import type { Toast } from './antd-imperative';

type ToastApi = typeof Toast;

let loading: Promise<ToastApi> | undefined;

// antd-mobile's Toast brings its animation library: fetched with the first toast (or by preloadToast), not
// with the home route. A fetch that failed (offline) is made again by the next toast.
function loadToast(): Promise<ToastApi> {
  loading ??= import('./antd-imperative').then(
    (module) => module.Toast,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Calls run in order, since each waits on the same promise.
function withToast(action: (api: ToastApi) => void): void {
  void loadToast().then(action, () => undefined);
}

/** Fetches the toast's code before the first toast, for a screen that must be able to say, offline, that the network failed. */
export function preloadToast(): void {
  void loadToast().catch(() => undefined);
}

/** Toasts of SPEC §8: 2 s. */
export const toast = {
  info: (content: string) => {
    withToast((api) => api.show({ content, duration: TOAST_MS }));
  },
  success: (content: string) => {
    withToast((api) => api.show({ content, icon: 'success', duration: TOAST_MS }));
  },
  fail: (content: string) => {
    withToast((api) => api.show({ content, icon: 'fail', duration: TOAST_MS }));
  },
  loading: () => {
    withToast((api) => api.show({ icon: 'loading', content: '加载中...', duration: 0, maskClickable: false }));
  },
  clear: () => {
    withToast((api) => {
      api.clear();
    });
  },
};
