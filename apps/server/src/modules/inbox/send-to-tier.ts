import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { ADMIN_MSG } from '@casino/contract/admin-messages';
import type { Kysely } from 'kysely';
import type { AuditWriter } from '../../kernel/audit-log';
import type { Database } from '../../platform/db/database';
import { inMoneyTransaction } from '../../platform/db/money-transaction';
import type { Tables } from '../../platform/db/schema';
import { BusinessError } from '../../kernel/errors';
import { sanitizeContentHtml } from '../../platform/security/content-html';
import { recordSend } from './sent';

/** Every VIP tier with how many members it holds now: the tiers an inbox message can go to. */
export async function tiersWithMembers(db: Kysely<Tables>): Promise<{ id: number; vipname: string; members: number }[]> {
  const rows = await db
    .selectFrom('vip_tier')
    .leftJoin('member', 'member.vip', 'vip_tier.id')
    .select((eb) => ['vip_tier.id', 'vip_tier.vipname', eb.fn.count<number | string>('member.id').as('members')])
    .groupBy(['vip_tier.id', 'vip_tier.vipname'])
    .orderBy('vip_tier.id')
    .execute();
  return rows.map((row) => ({ id: row.id, vipname: row.vipname, members: Number(row.members) }));
}

/**
 * Puts a message in the inbox of every member of tier `vip` as it is now: one row per member, so the
 * inbox reads it like a message to that member alone, and a member who later changes tier keeps it. One
 * INSERT … SELECT, however large the tier, in one transaction with its audit row. A tier without
 * members is refused. Listed as one send by `sentBy`. Answers how many members it reached.
 */
export async function sendTierMessage(database: Database, vip: number, title: string, html: string, sentBy: string, now: number, audit: AuditWriter): Promise<number> {
  const content = await sanitizeContentHtml(html.trim());
  if (title.trim() === '' || content.trim() === '') throw new BusinessError(MSG.messageEmpty, CODES.validation);
  return inMoneyTransaction(database, async (trx) => {
    const tier = await trx.selectFrom('vip_tier').select(['id', 'vipname']).where('id', '=', vip).executeTakeFirst();
    if (!tier) throw new BusinessError(ADMIN_MSG.adminVipTierNotFound, CODES.notFound);
    const inserted = await trx
      .insertInto('inbox_message')
      .columns(['member_id', 'title', 'content', 'created_at'])
      // Typed casts: PostgreSQL would otherwise read the selected parameters as text.
      .expression((eb) =>
        eb
          .selectFrom('member')
          .select((s) => [
            'member.id',
            s.cast<string>(s.val(title.trim()), 'text').as('title'),
            s.cast<string>(s.val(content.trim()), 'text').as('content'),
            s.cast<number>(s.val(now), 'bigint').as('created_at'),
          ])
          .where('member.vip', '=', vip),
      )
      .executeTakeFirstOrThrow();
    const sent = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
    if (sent === 0) throw new BusinessError(ADMIN_MSG.adminMessageTierEmpty, CODES.validation);
    await recordSend(trx, { title: title.trim(), audience: 'tier', recipient: tier.vipname, recipients: sent, sent_by: sentBy, created_at: now });
    await audit(trx, { target: `inbox:vip:${String(vip)}`, before: null, after: { vip, vipname: tier.vipname, title: title.trim(), sent } });
    return sent;
  });
}
