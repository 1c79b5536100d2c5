import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { balanceSchema, userSchema } from '../entities/account';
import { emptyBody, formText, urlAnswer } from '../wire';

export const user = defineCall({
  ...ROUTES.user,
  summary: 'The member',
  request: emptyBody,
  data: userSchema,
});

export const balance = defineCall({
  ...ROUTES.balance,
  summary: 'Main and game balances; polled every 4.3 s',
  request: emptyBody,
  data: balanceSchema,
});

export const refreshusermoney = defineCall({
  ...ROUTES.refreshusermoney,
  summary: 'Re-read every platform balance; answers the member',
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
  ...ROUTES.editPassword,
  summary: 'Change the login password; revokes every session',
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const editPayPassword = defineCall({
  ...ROUTES.editPayPassword,
  summary: 'Change the pay password (not reachable from the UI)',
  request: passwordChangeRequest,
  data: z.array(z.never()),
});

export const updateuserinfo = defineCall({
  ...ROUTES.updateuserinfo,
  summary: 'Save the profile',
  request: z.object({ email: formText, mobile: formText, birthday: formText }),
  data: z.array(z.never()),
});

export const uploadimg = defineCall({
  ...ROUTES.uploadimg,
  summary: 'Upload the avatar (multipart field "file", gif or png)',
  request: z.object({}),
  data: urlAnswer,
});
