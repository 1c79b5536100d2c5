import type { ParsedRequestOf } from '@casino/contract/call';
import type { bindcard, delcard } from '@casino/contract/calls/cards';
import { CARD_TYPES, CODES } from '@casino/contract/codes';
import { MAX_ACCOUNTS_PER_KIND } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { cardTypeOf, checkBindCard, checkUnbind, isMembersOwnName } from '@casino/contract/rules/bind-card';
import { text } from '@casino/contract/rules/check';
import { checksummedEthereumAddress } from '@casino/contract/rules/crypto-address';
import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/runtime/clock';
import { isUniqueViolation, lower } from '../../platform/db/dialect';
import type { Tables } from '../../platform/db/schema';
import { assertValid, BusinessError } from '../../kernel/errors';
import { assertPayPassword } from '../../platform/security/pay-password';
import { isBlacklisted } from '../blacklist/public';
import type { Member } from '../../platform/security/sessions';
import type { StandIns } from '../../kernel/stand-ins';

/** The member's bound accounts of a type (bank card, USDT or e-wallet), oldest first. */
export async function boundCardsOf(db: Kysely<Tables>, memberId: number, type: number, standIns: StandIns) {
  const rows = await db.selectFrom('bound_card').selectAll().where('member_id', '=', memberId).where('type', '=', type).orderBy('id').execute();
  return rows.map((card) => ({
    id: card.id,
    bank: card.bank,
    bank_no: card.bank_no,
    bank_owner: card.bank_owner,
    bank_address: card.bank_address,
    ico: card.type === CARD_TYPES.bank ? standIns.bankLogo(card.bank) : '',
    bank_not: card.bank_no.slice(-4),
  }));
}

/**
 * Binds a bank card, USDT or e-wallet address to the member, with their pay password; at most
 * MAX_ACCOUNTS_PER_KIND of a kind, never one already bound, and never a number on the operators' blacklist.
 * Answers the new account's id.
 */
export async function bindCard(db: Kysely<Tables>, member: Member, input: ParsedRequestOf<typeof bindcard>, clock: Clock): Promise<{ id: number }> {
  assertValid(checkBindCard(input));
  const type = cardTypeOf(input);
  // A bank card in the member's own name only (issue #41): refused before the pay password, which spends nothing.
  if (type === CARD_TYPES.bank && !isMembersOwnName(text(input.bank_owner), member.realname)) throw new BusinessError(SERVER_MSG.bindHolderNotMember, CODES.validation);
  await assertPayPassword(db, member, String(input.pay_pass ?? ''), clock());
  const { count } = await db
    .selectFrom('bound_card')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('member_id', '=', member.id)
    .where('type', '=', type)
    .executeTakeFirstOrThrow();
  if (count >= MAX_ACCOUNTS_PER_KIND) throw new BusinessError(MSG.cardLimit, CODES.cardLimit);
  if (await isBlacklisted(db, input.bank_no ?? '')) throw new BusinessError(MSG.cardBlacklisted, CODES.conflict);
  // A bank card's holder is stored as the member's real name; a wallet's "owner" is its protocol.
  const owner = type === CARD_TYPES.bank ? member.realname.trim() : text(input.bank_owner);
  const erc20 = type === CARD_TYPES.usdt && owner === 'ERC20';
  const number = erc20 ? checksummedEthereumAddress((input.bank_no ?? '').trim()) : (input.bank_no ?? '').trim();
  // The unique index holds one form of a number; an ERC20 address bound before they were stored checksummed may
  // be in another case.
  if (erc20 && (await boundInAnyCase(db, member.id, number))) throw new BusinessError(MSG.cardAlreadyBound, CODES.conflict);
  try {
    return await db
      .insertInto('bound_card')
      .values({
        member_id: member.id,
        type,
        bank: (input.bank ?? '').trim(),
        bank_no: number,
        bank_owner: owner,
        // For USDT and e-wallets the protocol (or wallet) stands in the address field too (API-NOTES §7).
        bank_address: type === CARD_TYPES.bank ? (input.bank_address ?? '').trim() : owner,
        created_at: clock(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BusinessError(MSG.cardAlreadyBound, CODES.conflict);
    throw error;
  }
}

async function boundInAnyCase(db: Kysely<Tables>, memberId: number, address: string): Promise<boolean> {
  const row = await db
    .selectFrom('bound_card')
    .select('id')
    .where('member_id', '=', memberId)
    .where('type', '=', CARD_TYPES.usdt)
    .where(lower('bank_no'), '=', address.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Unbinds one of the member's own accounts, with their pay password; another member's is not found. */
export async function unbindCard(db: Kysely<Tables>, member: Member, input: ParsedRequestOf<typeof delcard>, now: number): Promise<void> {
  assertValid(checkUnbind(input));
  await assertPayPassword(db, member, String(input.pay_pass ?? ''), now);
  const deleted = await db.deleteFrom('bound_card').where('id', '=', input.id).where('member_id', '=', member.id).executeTakeFirst();
  if (deleted.numDeletedRows !== 1n) throw new BusinessError(MSG.cardNotFound, CODES.notFound);
}
