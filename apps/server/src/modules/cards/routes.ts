import { banklist, bindcard, delcard, getcard } from '@casino/contract/calls/cards';
import { CARD_TYPES, CODES } from '@casino/contract/codes';
import { MAX_ACCOUNTS_PER_KIND } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { cardTypeOf, checkBindCard, checkUnbind } from '@casino/contract/rules/bind-card';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/dialect';
import { demoArtUrl } from '../../demo/art';
import { currentMember } from '../../http/auth';
import { assertValid, BusinessError } from '../../http/business-error';
import { answerCall } from '../../http/route';
import { assertPayPassword } from '../../security/pay-password';

export function cardsRoutes(api: FastifyInstance, { db, clock }: AppContext): void {
  answerCall(api, banklist, async () => ({
    data: await db.selectFrom('bank').select(['id', 'bank_name']).where('state', '=', 1).orderBy('sort').orderBy('id').execute(),
  }));

  answerCall(api, getcard, async ({ input, request }) => {
    const member = currentMember(request);
    const rows = await db.selectFrom('bound_card').selectAll().where('member_id', '=', member.id).where('type', '=', input.type).orderBy('id').execute();
    return {
      data: rows.map((card) => ({
        id: card.id,
        bank: card.bank,
        bank_no: card.bank_no,
        bank_owner: card.bank_owner,
        bank_address: card.bank_address,
        ico: card.type === CARD_TYPES.bank ? demoArtUrl('logo', card.bank) : '',
        bank_not: card.bank_no.slice(-4),
      })),
    };
  });

  answerCall(api, bindcard, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkBindCard(input));
    await assertPayPassword(db, member, String(input.pay_pass ?? ''), clock());
    const type = cardTypeOf(input);
    const { count } = await db
      .selectFrom('bound_card')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('member_id', '=', member.id)
      .where('type', '=', type)
      .executeTakeFirstOrThrow();
    if (count >= MAX_ACCOUNTS_PER_KIND) throw new BusinessError(MSG.cardLimit, CODES.cardLimit);
    const protocol = (input.bank_owner ?? '').trim();
    try {
      const row = await db
        .insertInto('bound_card')
        .values({
          member_id: member.id,
          type,
          bank: (input.bank ?? '').trim(),
          bank_no: (input.bank_no ?? '').trim(),
          bank_owner: protocol,
          // For USDT and e-wallets the protocol (or wallet) stands in the address field too (API-NOTES §7).
          bank_address: type === CARD_TYPES.bank ? (input.bank_address ?? '').trim() : protocol,
          created_at: clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id }, message: MSG.bound };
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessError(MSG.cardAlreadyBound, CODES.conflict);
      throw error;
    }
  });

  answerCall(api, delcard, async ({ input, request }) => {
    const member = currentMember(request);
    assertValid(checkUnbind(input));
    await assertPayPassword(db, member, String(input.pay_pass ?? ''), clock());
    const deleted = await db.deleteFrom('bound_card').where('id', '=', input.id).where('member_id', '=', member.id).executeTakeFirst();
    if (deleted.numDeletedRows !== 1n) throw new BusinessError(MSG.cardNotFound, CODES.notFound);
    return { data: [], message: MSG.unbound };
  });
}
