import { TOAST_MS } from '@casino/contract/constants';
import type { Toast } from './antd-imperative';

type ToastApi = typeof Toast;

let loading: Promise<ToastApi> | undefined;

// antd-mobile's Toast brings its animation library: fetched with the first toast, not with the home route.
// Calls run in order, since each waits on the same promise.
function withToast(action: (api: ToastApi) => void): void {
  loading ??= import('./antd-imperative').then((module) => module.Toast);
  void loading.then(action);
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
