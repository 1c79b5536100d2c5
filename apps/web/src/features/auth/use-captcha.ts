import { useQuery } from '@tanstack/react-query';
import { captchaQueryOptions, type CaptchaState } from './api/captcha';

/** The captcha shown, and `refresh` for the next one. */
export function useCaptcha() {
  const query = useQuery(captchaQueryOptions());
  return {
    captcha: query.data ?? { image: '' },
    refresh: async () => {
      await query.refetch();
    },
  };
}

/** The local list's check, against a backend without the captcha call (the server checks its own). */
export function localCaptchaOk(captcha: CaptchaState, code: string): boolean {
  return captcha.localCode === undefined || captcha.localCode.toLowerCase() === code.trim().toLowerCase();
}
