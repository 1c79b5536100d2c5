import { z } from 'zod';
import { defineCall } from '../call';
import { ROUTES } from '../routes';
import { formText, urlAnswer, pageValue, smallIntValue, sortFields, paginated, idValue, done, text } from '../wire';
import { AGENT_SORTING } from '../list-sorting';

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

// Operator calls (extensions), with an admin token.

export const adminAgents = defineCall({
  ...ROUTES.adminAgents,
  summary: 'Pending agent applications, oldest first unless sorted by time or username, paged on the server (per_page up to 50, 20 by default)',
  request: z.object({ page: pageValue, per_page: smallIntValue, ...sortFields(AGENT_SORTING) }),
  data: paginated(z.object({ id: z.number().int(), username: z.string(), realname: z.string(), mobile: z.string(), apply_info: z.string(), created_at: z.string() })),
});
export const adminApproveAgent = defineCall({ ...ROUTES.adminApproveAgent, summary: 'Approve an agent application: the member becomes an agent (isagent 1)', request: z.object({ id: idValue }), data: done });
export const adminRejectAgent = defineCall({
  ...ROUTES.adminRejectAgent,
  summary: "Refuse an agent application, with an optional reason (up to 200 characters): kept on the application, audited, and put in the member's inbox with the refusal",
  request: z.object({ id: idValue, reason: text(200).optional() }),
  data: done,
});

