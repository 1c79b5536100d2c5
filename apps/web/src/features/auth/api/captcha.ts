import { queryOptions } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../api/client';
import { localCaptcha } from '../local-captcha';

export interface CaptchaState {
  image: string;
  /** The server captcha's id; undefined for the local list. */
  id?: string;
  /** The local image's code, checked in the browser. */
  localCode?: string;
}

async function nextCaptcha(): Promise<CaptchaState> {
  try {
    const issued = (await callApi('captcha', {})).data;
    return { image: issued.image, id: issued.id };
  } catch (error) {
    // A backend without our captcha call: the local image list of SPEC §5.
    if (error instanceof ApiError && error.httpStatus === 404) {
      const local = localCaptcha();
      return { image: local.image, localCode: local.code };
    }
    throw error;
  }
}

/** A captcha is used once: never cached, refetched for the next try. */
export const captchaQueryOptions = () =>
  queryOptions({ queryKey: ['captcha'], queryFn: nextCaptcha, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false });
