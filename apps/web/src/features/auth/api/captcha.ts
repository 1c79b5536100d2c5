import { callApi } from '../../../api/client';

export async function getCaptcha() {
  return (await callApi('captcha', {})).data;
}
