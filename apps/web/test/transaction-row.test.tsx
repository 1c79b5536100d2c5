import { MAIN_WALLET_NAME } from '@casino/contract/constants';
import type { TransactionRecord } from '@casino/contract/entities/records';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionRow } from '../src/features/records/transaction-row';

const base = { created_at: '2026-11-27 09:30:00', state: 1 } as const;

function rowOf(record: TransactionRecord, type: 1 | 2 | 3 | 4) {
  render(<TransactionRow type={type} record={record} />);
  return screen.getByRole('article');
}

describe('a transaction record row', () => {
  it("shows an operator's credit as money in: 转入, its kind, a plus sign and its number", () => {
    const row = rowOf({ ...base, out_trade_no: 'A20261127093000123456', pay_way: '系统调整', amount: 5000, direction: 'in', kind: 'adjustment' }, 4);
    expect(row).toHaveTextContent('转入 · 系统调整');
    expect(row).not.toHaveTextContent('转出');
    expect(screen.getByText('+5000.00')).toHaveClass('record-amount-in');
    expect(row).toHaveTextContent('单号 A20261127093000123456');
    expect(row).toHaveTextContent('成功');
  });

  it('shows a debit as money out: 转出 and a minus sign', () => {
    const row = rowOf({ ...base, out_trade_no: 'A20261127093100654321', pay_way: '系统调整', amount: 500, direction: 'out', kind: 'adjustment' }, 4);
    expect(row).toHaveTextContent('转出 · 系统调整');
    expect(screen.getByText('-500.00')).toHaveClass('record-amount-out');
  });

  it('names both wallets of a transfer with a platform, signed for the main wallet', () => {
    rowOf({ ...base, out_trade_no: 'T20261127093200111111', pay_way: 'AG视讯', amount: 100, direction: 'out', kind: 'transfer_in' }, 3);
    expect(screen.getByText(`${MAIN_WALLET_NAME} → AG视讯`)).toBeInTheDocument();
    expect(screen.getByText('-100.00')).toBeInTheDocument();
  });

  it('shows a transfer back from a platform as money in', () => {
    rowOf({ ...base, out_trade_no: 'T20261127093300222222', pay_way: 'AG视讯', amount: 40, direction: 'in', kind: 'transfer_out' }, 4);
    expect(screen.getByText(`AG视讯 → ${MAIN_WALLET_NAME}`)).toBeInTheDocument();
    expect(screen.getByText('+40.00')).toBeInTheDocument();
  });

  it('shows a deposit in, under its order number and review state', () => {
    const deposit = rowOf({ ...base, state: 2, out_trade_no: 'D20261127093400333333', pay_way: '银行卡转账', amount: 500, direction: 'in', kind: 'deposit' }, 1);
    expect(deposit).toHaveTextContent('存款 · 银行卡转账');
    expect(deposit).toHaveTextContent('+500.00');
    expect(deposit).toHaveTextContent('单号 D20261127093400333333');
    expect(deposit).toHaveTextContent('审核通过');
  });

  it('shows a withdrawal out, under its order number', () => {
    const withdrawal = rowOf({ ...base, out_trade_no: 'W20261127093500444444', pay_way: '中国银行 尾号3344', amount: 150, direction: 'out', kind: 'withdrawal' }, 2);
    expect(withdrawal).toHaveTextContent('取款 · 中国银行 尾号3344');
    expect(withdrawal).toHaveTextContent('-150.00');
    expect(withdrawal).toHaveTextContent('待审核');
  });
});
