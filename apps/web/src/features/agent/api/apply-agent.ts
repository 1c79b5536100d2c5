import { request } from '../../../api/request';

/** applyagentdo: the application; answers the server's message. A refusal is toasted by request and thrown. */
export async function applyAgent(input: { mobile: string; apply_info: string }): Promise<string> {
  return (await request('applyagentdo', input)).message;
}
