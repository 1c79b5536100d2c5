import { BIND_PAY_PASSWORD_MAX, BIND_PAY_PASSWORD_MIN, EWALLET_OPTIONS, USDT_PROTOCOLS } from '../constants';
import { CARD_TYPES, EWALLET_BANK, USDT_BANK, type CardType } from '../codes';
import { MSG } from '../messages';
import { filled, firstBroken, text, type Rule } from './check';
import { isEthereumAddress, isTronAddress } from './crypto-address';
import { ADDRESS, BANK_NAME, CARD_NUMBER, PAY_PASSWORD, PERSON_NAME, WALLET_ADDRESS, emptyOr } from './patterns';

/**
 * The binding payload (SPEC §3). For a bank card bank_owner is the holder's name and bank_address the
 * branch; for USDT bank is "USDT", bank_no the address and bank_owner the protocol; for an e-wallet bank is
 * "antoken", bank_no the address and bank_owner the wallet (OKPAY or GOPAY).
 */
export interface BindCardFields {
  bank_owner?: unknown;
  bank?: unknown;
  bank_address?: unknown;
  bank_no?: unknown;
  pay_pass?: unknown;
}

/** The account type a binding payload creates, told by its fixed `bank` value. */
export function cardTypeOf(fields: BindCardFields): CardType {
  const bank = text(fields.bank);
  if (bank === USDT_BANK) return CARD_TYPES.usdt;
  if (bank.toLowerCase() === EWALLET_BANK) return CARD_TYPES.ewallet;
  return CARD_TYPES.bank;
}

const payPasswordLength = (f: BindCardFields): boolean => {
  const length = text(f.pay_pass).length;
  return length >= BIND_PAY_PASSWORD_MIN && length <= BIND_PAY_PASSWORD_MAX;
};

const bankCardRules: readonly Rule<BindCardFields>[] = [
  [(f) => filled(f.bank_owner), MSG.bindNameRequired],
  [(f) => emptyOr(PERSON_NAME, text(f.bank_owner)), MSG.bindNameFormat],
  [(f) => filled(f.bank), MSG.bindBankRequired],
  [(f) => emptyOr(BANK_NAME, text(f.bank)), MSG.bindBankFormat],
  [(f) => filled(f.bank_address), MSG.bindBranchRequired],
  [(f) => emptyOr(ADDRESS, text(f.bank_address)), MSG.bindBranchFormat],
  [(f) => filled(f.bank_no), MSG.bindCardRequired],
  [(f) => filled(f.pay_pass), MSG.bindPayPasswordRequired],
  [(f) => CARD_NUMBER.test(text(f.bank_no)), MSG.bindCardLength],
  [payPasswordLength, MSG.bindPayPasswordLength],
];

function walletRules(addressRequired: string, options: readonly string[], addressRules: readonly Rule<BindCardFields>[]): readonly Rule<BindCardFields>[] {
  return [
    [(f) => filled(f.bank_no), addressRequired],
    [(f) => options.includes(text(f.bank_owner)), MSG.walletProtocolRequired],
    [(f) => filled(f.pay_pass), MSG.bindPayPasswordRequired],
    [(f) => WALLET_ADDRESS.test(text(f.bank_no)), MSG.walletAddressFormat],
    ...addressRules,
    [payPasswordLength, MSG.bindPayPasswordLength],
  ];
}

const usdtRules = walletRules(MSG.usdtAddressRequired, USDT_PROTOCOLS, [
  [(f) => text(f.bank_owner) !== 'TRC20' || isTronAddress(text(f.bank_no)), MSG.trc20AddressFormat],
  [(f) => text(f.bank_owner) !== 'ERC20' || isEthereumAddress(text(f.bank_no)), MSG.erc20AddressFormat],
]);
// AnToken wallets (OKPAY, GOPAY) take TRC20 addresses only (SPEC §9).
const ewalletRules = walletRules(MSG.walletAddressRequired, EWALLET_OPTIONS, [[(f) => isTronAddress(text(f.bank_no)), MSG.trc20AddressFormat]]);

/** SPEC §5 bank card, USDT and e-wallet binding rules, chosen by the payload's `bank`. */
export function checkBindCard(fields: BindCardFields): string | undefined {
  switch (cardTypeOf(fields)) {
    case CARD_TYPES.usdt:
      return firstBroken(fields, usdtRules);
    case CARD_TYPES.ewallet:
      return firstBroken(fields, ewalletRules);
    default:
      return firstBroken(fields, bankCardRules);
  }
}

/** A name as it is compared: spaces around it dropped, runs of spaces as one, letters in one case. */
const comparableName = (name: string): string => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a bank card's holder is the member (issue #41 item 2): the holder's name is the member's real name,
 * spaces around it and the case of Latin letters aside. An empty real name is no one's.
 */
export function isMembersOwnName(holder: string, realname: string): boolean {
  return comparableName(realname) !== '' && comparableName(holder) === comparableName(realname);
}

/** SPEC §5 unbind: the pay password must be exactly 6 digits. */
export function checkUnbind(fields: { pay_pass?: unknown }): string | undefined {
  return PAY_PASSWORD.test(text(fields.pay_pass)) ? undefined : MSG.unbindPayPassword;
}
