import { TOAST_MS } from '@casino/contract/constants';
import { Toast } from 'antd-mobile';

/** Toasts of SPEC §8: 2 s. */
export const toast = {
  info: (content: string) => Toast.show({ content, duration: TOAST_MS }),
  success: (content: string) => Toast.show({ content, icon: 'success', duration: TOAST_MS }),
  fail: (content: string) => Toast.show({ content, icon: 'fail', duration: TOAST_MS }),
  loading: () => Toast.show({ icon: 'loading', content: '加载中...', duration: 0, maskClickable: false }),
  clear: () => {
    Toast.clear();
  },
};
