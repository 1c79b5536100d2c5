import { z } from 'zod';
import { defineCall } from '../call';
import { balanceSchema, userSchema } from '../entities/account';
import { emptyBody, formText } from '../wire';

export const user = defineCall({
  method: 'POST',
  path: '/api/user',
  summary: 'The member',
  auth: true,
  request: emptyBody,
  data: userSchema,
});

export const balance = defineCall({
  method: 'POST',
  path: '/api/balance',
  summary: 'Main and game balances; polled every 4.3 s',
  auth: true,
  request: emptyBody,
  data: balanceSchema,
});

export const refreshusermoney = defineCall({
  method: 'POST',
  path: '/api/refreshusermoney',
  summary: 'Re-read every platform balance; answers the member',
  auth: true,
  request: emptyBody,
  data: userSchema,
});

const passwordChangeRequest = z.object({
  /** The old password. */
  password: formText,
  /** The new password (the name is the API's). */
  paypassword: formText,
  /** The confirmation (the misspelling is the API's). */
  newpasword: formText,
});

export const editPassword = defineCall({
  method: 'POST',
  path: '/api/editPassword',
  summary: 'Change the login password; revokes every session',
  auth: true,
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const editPayPassword = defineCall({
  method: 'POST',
  path: '/api/editPayPassword',
  summary: 'Change the pay password (not reachable from the UI)',
  auth: true,
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const updateuserinfo = defineCall({
  method: 'POST',
  path: '/api/updateuserinfo',
  summary: 'Save the profile',
  auth: true,
  request: z.object({ email: formText, mobile: formText, birthday: formText }),
  data: z.array(z.never()),
});

export const uploadimg = defineCall({
  method: 'POST',
  path: '/api/uploadimg',
  summary: 'Upload the avatar (multipart field "file", gif or png)',
  auth: true,
  multipart: true,
  request: z.object({}),
  data: z.object({ url: z.string() }),
});
