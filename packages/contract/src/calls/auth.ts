import { z } from 'zod';
import { defineCall } from '../call';
import { emptyBody, formText, formValue } from '../wire';

export const captchaSchema = z.object({
  /** Send back as captcha_id with the answer. */
  id: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  /** Seconds the answer stays valid. */
  expires_in: z.number().int(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Our extension: the server issues and checks the captcha. */
export const captcha = defineCall({
  method: 'GET',
  path: '/api/captcha',
  summary: 'A captcha image and its id',
  auth: false,
  extension: true,
  request: z.object({}),
  data: captchaSchema,
});

export const loginPc = defineCall({
  method: 'POST',
  path: '/api/login_pc',
  summary: 'Log in; answers a new token',
  auth: false,
  request: z.object({
    name: formText,
    password: formText,
    code: formText,
    /** Extension: the id of the captcha the code answers. */
    captcha_id: formText,
  }),
  data: z.object({ new_api_token: z.string() }),
});

export const register = defineCall({
  method: 'POST',
  path: '/api/register',
  summary: 'Create a member account; answers its token',
  auth: false,
  request: z.object({
    name: formText,
    password: formText,
    confirmPass: formText,
    realname: formText,
    paypassword: formText,
    /** The referrer, from the query or local storage. */
    pid: formValue,
    /** Extension: the captcha answer and its id. */
    code: formText,
    captcha_id: formText,
  }),
  data: z.object({ api_token: z.string() }),
});

export const logoff = defineCall({
  method: 'POST',
  path: '/api/logoff',
  summary: 'Revoke the session token',
  auth: true,
  request: emptyBody,
  data: z.array(z.never()),
});
