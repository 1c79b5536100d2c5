import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { formText, urlAnswer } from '../wire';

export const applyagentdo = defineCall({
  ...ROUTES.applyagentdo,
  summary: 'Apply to become an agent',
  request: z.object({ mobile: formText, apply_info: formText }),
  data: z.array(z.never()),
});

export const getAgentLoginUrl = defineCall({
  ...ROUTES.getAgentLoginUrl,
  summary: 'The agent back office address',
  request: z.object({}),
  data: urlAnswer,
});
