import { request } from '../../../api/request';

export async function launchGame(platform: string, category: string, code: string, idempotencyKey: string) {
  const { data } = await request('getGameUrl', { plat_name: platform, game_type: category, game_code: code, is_mobile_url: 1 }, { idempotencyKey });
  return data.url;
}

export async function agentLoginUrl() {
  return (await request('getAgentLoginUrl', {})).data.url;
}

export async function serviceUrl() {
  return (await request('getservicerurl', {})).data.url;
}
