import { MSG, depositRangeMessage } from '../messages';
import { amountWellFormed, formatFen, parseYuan } from '../money';
import { filled, firstBroken, text, type Rule } from './check';
import { ADDRESS, BANK_NAME, DEPOSIT_CARD_NUMBER, PERSON_NAME, emptyOr } from './patterns';

export interface DepositFields {
  amount?: unknown;
  bank_owner?: unknown;
  bank?: unknown;
  bank_no?: unknown;
  bank_address?: unknown;
}

/** A channel's accepted range in fen (getPayRange answers it in yuan). */
export interface DepositRange {
  minFen: number;
  maxFen: number;
}

/** "100" rather than "100.00" for whole yuan, as the range message shows it. */
function yuanText(fen: number): string {
  return fen % 100 === 0 ? String(fen / 100) : formatFen(fen);
}

function amountRule(range: DepositRange): Rule<DepositFields> {
  return [
    (f) => {
      const fen = parseYuan(f.amount);
      return fen !== undefined && fen >= range.minFen && fen <= range.maxFen;
    },
    depositRangeMessage(yuanText(range.minFen), yuanText(range.maxFen)),
  ];
}

const bankTransferRules: readonly Rule<DepositFields>[] = [
  [(f) => filled(f.bank_owner), MSG.depositorNameRequired],
  [(f) => emptyOr(PERSON_NAME, text(f.bank_owner)), MSG.depositorNameFormat],
  [(f) => filled(f.bank), MSG.depositBankRequired],
  [(f) => emptyOr(BANK_NAME, text(f.bank)), MSG.depositBankFormat],
  [(f) => filled(f.bank_no), MSG.depositCardRequired],
  [(f) => emptyOr(DEPOSIT_CARD_NUMBER, text(f.bank_no)), MSG.depositCardFormat],
  [(f) => filled(f.bank_address), MSG.depositBankAddressRequired],
  [(f) => emptyOr(ADDRESS, text(f.bank_address)), MSG.depositBankAddressFormat],
];

/** SPEC §5 deposit rules: the channel's range, then (bank transfer only) the depositor's details. */
export function checkDeposit(fields: DepositFields, range: DepositRange, bankTransfer: boolean): string | undefined {
  return firstBroken(fields, [[(f) => amountWellFormed(f.amount), MSG.invalidAmount], amountRule(range), ...(bankTransfer ? bankTransferRules : [])]);
}
