import { uservip } from '@casino/contract/calls/vip';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { answerCall } from '../../platform/http/route';
import { activeVipTiers } from './tiers';

export function vipRoutes(api: FastifyInstance, { db }: AppContext): void {
  answerCall(api, uservip, async () => ({ data: await activeVipTiers(db) }));
}
