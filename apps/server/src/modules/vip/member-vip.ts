import { CODES } from '@casino/contract/codes';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { checkMemberVip, memberVipTier, type MemberVipFields } from '@casino/contract/rules/admin-member-vip';
import { text } from '@casino/contract/rules/check';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import { BusinessError } from '../../kernel/errors';
import { memberNamed } from '../../kernel/member-lookup';

/**
 * Sets the member's tier (their rebate rates follow it), audited with the tier before and after and the
 * reason. The thresholds keep only raising (refreshVipTier): a tier set above what the member's totals earn
 * stays; one set below is raised again by their next approved deposit or settled bet.
 */
export async function setMemberVip(database: Database, username: string, fields: MemberVipFields, audit: AuditWriter): Promise<void> {
  const broken = checkMemberVip(fields);
  if (broken !== undefined) throw new BusinessError(broken, CODES.validation);
  const vip = memberVipTier(fields.vip) ?? 0;
  const member = await memberNamed(database.db, username);
  await inMoneyTransaction(database, async (trx) => {
    const tier = await trx.selectFrom('vip_tier').select(['status']).where('id', '=', vip).executeTakeFirst();
    if (!tier) throw new BusinessError(ADMIN_MSG.adminVipTierNotFound, CODES.notFound);
    if (tier.status !== 1) throw new BusinessError(ADMIN_MSG.adminMemberVipDisabled, CODES.validation);
    const before = await trx.selectFrom('member').select('vip').where('id', '=', member.id).executeTakeFirstOrThrow();
    await trx.updateTable('member').set({ vip }).where('id', '=', member.id).execute();
    await audit(trx, { target: `member:${member.username}`, before: { vip: before.vip }, after: { vip, reason: text(fields.reason) } });
  });
}
