import { PAY_RANGE_TYPES } from '../codes';
import { ADMIN_MSG } from '../admin-messages';
import { ANTOKEN_PROTOCOL, type UsdtProtocol } from '../constants';
import { MSG } from '../messages';
import { SITE_OR_WEB_ADDRESS } from './admin-banner';
import { firstBroken, text, type Rule } from './check';
import { isEthereumAddress, isTronAddress } from './crypto-address';
import { ADDRESS, BANK_NAME, CARD_NUMBER, emptyOr, PERSON_NAME, REASON } from './patterns';

export interface ReceivingAccountFields {
  channel?: unknown;
  bank_name?: unknown;
  bank_no?: unknown;
  bank_owner?: unknown;
  bank_address?: unknown;
  payimg?: unknown;
  content?: unknown;
  sort?: unknown;
}

export const ACCOUNT_IMAGE_MAX = 500;
export const ACCOUNT_CONTENT_MAX = 500;
export const ACCOUNT_SORT_MAX = 9999;
/** A card number as the player reads it: digits, maybe grouped by single spaces (6222 0000 0000 8888). */
const GROUPED_DIGITS = /^\d+( \d+)*$/;
/** A wallet's or QR channel's account or address, as the player copies it. */
export const RECEIVING_ADDRESS = /^[\w.@-]{1,128}$/;

const isChannel = (value: unknown): boolean => (PAY_RANGE_TYPES as readonly string[]).includes(text(value));
const isBank = (f: ReceivingAccountFields): boolean => text(f.channel) === 'bank';

const sortRule: Rule<ReceivingAccountFields> = [(f) => /^\d{1,4}$/.test(text(f.sort)) && Number(text(f.sort)) <= ACCOUNT_SORT_MAX, ADMIN_MSG.adminSortRange];

/** A bank transfer's account: what the player types into their bank's transfer form. */
const bankRules: readonly Rule<ReceivingAccountFields>[] = [
  [(f) => BANK_NAME.test(text(f.bank_name)), ADMIN_MSG.adminAccountBankName],
  [(f) => GROUPED_DIGITS.test(text(f.bank_no)) && CARD_NUMBER.test(text(f.bank_no).replace(/ /g, '')), ADMIN_MSG.adminAccountBankNo],
  [(f) => PERSON_NAME.test(text(f.bank_owner)), ADMIN_MSG.adminAccountOwner],
  [(f) => ADDRESS.test(text(f.bank_address)), ADMIN_MSG.adminAccountBranch],
  sortRule,
];

/** The protocol of a channel paid in USDT: its receiving address must be one of that chain's (AnToken takes TRC20 only). */
export const CHANNEL_PROTOCOLS: Readonly<Partial<Record<string, UsdtProtocol>>> = { 'usdt-trc20': 'TRC20', 'usdt-erc20': 'ERC20', antoken: ANTOKEN_PROTOCOL };

/** A QR channel's address to copy, if any; for a USDT or AnToken channel, an address of its protocol, required. */
const addressRules: readonly Rule<ReceivingAccountFields>[] = [
  [(f) => CHANNEL_PROTOCOLS[text(f.channel)] !== undefined || emptyOr(RECEIVING_ADDRESS, text(f.bank_no)), ADMIN_MSG.adminAccountAddress],
  [(f) => CHANNEL_PROTOCOLS[text(f.channel)] !== 'TRC20' || isTronAddress(text(f.bank_no)), MSG.trc20AddressFormat],
  [(f) => CHANNEL_PROTOCOLS[text(f.channel)] !== 'ERC20' || isEthereumAddress(text(f.bank_no)), MSG.erc20AddressFormat],
];

/** A wallet or QR channel's account: the QR image to scan, the instructions, and the address to copy. */
const walletRules: readonly Rule<ReceivingAccountFields>[] = [
  [(f) => text(f.payimg).length <= ACCOUNT_IMAGE_MAX && SITE_OR_WEB_ADDRESS.test(text(f.payimg)), ADMIN_MSG.adminAccountImage],
  [(f) => text(f.content).length <= ACCOUNT_CONTENT_MAX && REASON.test(text(f.content)), ADMIN_MSG.adminAccountContent],
  ...addressRules,
  sortRule,
];

/**
 * A receiving account as an operator saves it: its channel first, then for 银行卡转账 the bank, card number
 * (8–19 digits, maybe grouped by spaces), owner and branch; for the other channels the QR image (a site path or http(s) address),
 * the instructions and an address (optional, but of its protocol for USDT and AnToken); then the order.
 */
export function checkReceivingAccount(fields: ReceivingAccountFields): string | undefined {
  if (!isChannel(fields.channel)) return ADMIN_MSG.adminAccountChannel;
  return firstBroken(fields, isBank(fields) ? bankRules : walletRules);
}
