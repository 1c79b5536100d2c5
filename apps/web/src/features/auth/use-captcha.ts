import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { getCaptcha } from './api/captcha';
import { localCaptcha } from './local-captcha';

export interface CaptchaState {
  image: string;
  /** The server captcha's id; undefined for the local list. */
  id?: string;
  /** The local image's code, checked here. */
  localCode?: string;
}

async function nextCaptcha(): Promise<CaptchaState> {
  try {
    const issued = await getCaptcha();
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

/** A captcha used once: `refresh` fetches the next one. */
export function useCaptcha() {
  const query = useQuery({ queryKey: ['captcha'], queryFn: nextCaptcha, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false });
  return {
    captcha: query.data ?? { image: '' },
    refresh: async () => {
      await query.refetch();
    },
  };
}
