import { z } from 'zod';
import { defineCall } from '../call';
import { formText } from '../wire';

export const applyagentdo = defineCall({
  method: 'POST',
  path: '/api/applyagentdo',
  summary: 'Apply to become an agent',
  auth: true,
  request: z.object({ mobile: formText, apply_info: formText }),
  data: z.array(z.never()),
});
