import { CARD_TYPES } from '@casino/contract/codes';
import { PAY_PASSWORD_LENGTH, WITHDRAW_REDIRECT_MS } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { formatFen } from '@casino/contract/money';
import { checkWithdraw } from '@casino/contract/rules/withdraw';
import { Button, Selector } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../shared/router';
import { useBalance } from '../../api/queries/balance';
import { useBetAmount } from '../../api/queries/bet-amount';
import { useCards } from '../../api/queries/cards';
import { useUser } from '../../api/queries/user';
import { fenOf } from '../../shared/fen-of';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { useMoneySubmit } from '../../shared/form/use-money-submit';
import { PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { AccountChoice } from './account-choice';
import { sendWithdraw, type WithdrawInput } from './api/withdraw';
import { UsdtPayout } from './usdt-payout';
import { WITHDRAW_KINDS, type WithdrawKind } from './withdraw-kinds';
import './withdraw-page.css';

const [CARD_KIND] = WITHDRAW_KINDS as [WithdrawKind];
const EMPTY: WithdrawInput = { amount: '', bank: '', password: '' };

/**
 * /withdraw (SPEC §2): a bound account of the chosen kind, the amount, the pay password; the turnover
 * still required and, for USDT, the payout. A request goes to review, then to /fundingRecords.
 */
export default function WithdrawPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const balance = useBalance(token);
  const turnover = useBetAmount(token);
  const user = useUser(token);
  const [kind, setKind] = useState<WithdrawKind>(CARD_KIND);
  const accounts = useCards(token, kind.cardType);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const send = useMoneySubmit((input: WithdrawInput, idempotencyKey: string) => sendWithdraw(input, idempotencyKey, kind.acceptLegacyOne));
  const form = useForm({
    initial: EMPTY,
    check: (fields) => checkWithdraw(fields, kind.rule),
    submit: send,
    onSuccess: (answer) => {
      toast.success(answer.message || MSG.withdrawSubmitted);
      redirect.current = setTimeout(() => void navigate(PATHS.fundingRecords), WITHDRAW_REDIRECT_MS);
    },
  });
  const chosen = accounts.data?.find((account) => String(account.id) === form.fields.bank);
  const missingFen = turnover.data ? fenOf(turnover.data.bet_amount) : undefined;
  const gameFen = balance.data ? fenOf(balance.data.gameblance) : 0;

  return (
    <div className="withdraw-page">
      <section className="withdraw-card withdraw-summary">
        <div>
          <span>可提现余额</span>
          <strong data-testid="withdraw-balance">{balance.data ? formatFen(fenOf(balance.data.balance)) : '--'}</strong>
        </div>
        <div>
          <span>剩余打码量</span>
          <strong data-testid="withdraw-turnover">{missingFen === undefined ? '--' : formatFen(missingFen)}</strong>
        </div>
      </section>
      {missingFen !== undefined && missingFen > 0 && <p className="withdraw-note">完成剩余打码量后方可提现</p>}
      {gameFen > 0 && <p className="withdraw-note">游戏钱包中的 {formatFen(gameFen)} 元需先转回平台钱包才能提现</p>}

      <section className="withdraw-card">
        <h2>提现方式</h2>
        <Selector
          columns={3}
          options={WITHDRAW_KINDS.map((k) => ({ label: k.name, value: k.type }))}
          value={[kind.type]}
          onChange={([type]) => {
            const next = WITHDRAW_KINDS.find((k) => k.type === type);
            if (!next || next === kind) return;
            setKind(next);
            form.setFields((current) => ({ ...current, bank: '' }));
          }}
        />
        <AccountChoice kind={kind} {...form.field('bank')} />
      </section>

      <form
        className="withdraw-card"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Field label="取款金额" {...form.field('amount')} amount placeholder="单笔最低100元" />
        {kind.cardType === CARD_TYPES.usdt && <UsdtPayout amount={form.fields.amount} account={chosen} rates={user.data} />}
        <Field
          label="支付密码"
          {...form.field('password')}
          type="password"
          digits
          maxLength={PAY_PASSWORD_LENGTH}
          placeholder="请输入6位数字支付密码"
          autoComplete="off"
        />
        <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="withdraw-submit">
          确认取款
        </Button>
      </form>
    </div>
  );
}
