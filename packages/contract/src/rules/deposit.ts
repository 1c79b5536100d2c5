import { MSG, depositRangeMessage } from '../messages';
import { formatFen, parseYuan } from '../money';
import { filled, firstBroken, type Rule } from './check';

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
  [(f) => filled(f.bank), MSG.depositBankRequired],
  [(f) => filled(f.bank_no), MSG.depositCardRequired],
  [(f) => filled(f.bank_address), MSG.depositBankAddressRequired],
];

/** SPEC §5 deposit rules: the channel's range, then (bank transfer only) the depositor's details. */
export function checkDeposit(fields: DepositFields, range: DepositRange, bankTransfer: boolean): string | undefined {
  return firstBroken(fields, [amountRule(range), ...(bankTransfer ? bankTransferRules : [])]);
}
