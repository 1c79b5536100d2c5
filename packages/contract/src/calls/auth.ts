import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
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
  ...ROUTES.captcha,
  summary: 'A captcha image and its id',
  request: z.object({}),
  data: captchaSchema,
});

export const loginPc = defineCall({
  ...ROUTES.loginPc,
  summary: 'Log in; answers a new token, as new_api_token and (as the legacy backends answer both, API-NOTES) api_token',
  request: z.object({
    name: formText,
    password: formText,
    code: formText,
    /** Extension: the id of the captcha the code answers. */
    captcha_id: formText,
  }),
  data: z.object({
    new_api_token: z.string(),
    /** The same token: the legacy backends answer both, and existing clients read this one. */
    api_token: z.string(),
    /**
     * Extension: 1 when the password just used is a one-time password an operator set (a reset); absent
     * otherwise. Until the member changes it (editPassword), every other member call answers
     * CODES.passwordMustChange.
     */
    must_change_password: z.literal(1).optional(),
  }),
});

export const register = defineCall({
  ...ROUTES.register,
  summary: 'Create a member account; answers its token',
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
  ...ROUTES.logoff,
  summary: 'Revoke the session token',
  request: emptyBody,
  data: z.array(z.never()),
});
