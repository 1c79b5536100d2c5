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
import { WalletPair } from '../../shared/wallet-pair/wallet-pair';
import { AccountChoice } from './account-choice';
import { sendWithdraw, type WithdrawInput } from './api/withdraw';
import { readLastWithdrawAccount, saveLastWithdrawAccount } from './last-withdraw-account';
import { preselectedAccount } from './preselected-account';
import { UsdtPayout } from './usdt-payout';
import { WITHDRAW_KINDS, type WithdrawKind } from './withdraw-kinds';
import './withdraw-page.css';

const [CARD_KIND] = WITHDRAW_KINDS as [WithdrawKind];
const EMPTY: WithdrawInput = { amount: '', bank: '', password: '' };

/**
 * /withdraw (SPEC §2): a bound account of the chosen kind (the only one, or the member's last used, chosen
 * already), the amount (全部: the main wallet's balance), the pay password; the turnover
 * still required and, for USDT, the payout. A request goes to review, then to /fundingRecords. Money left in a
 * game wallet (免转 mode) is shown beside the main wallet with 一键回收, so it can be withdrawn without leaving.
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

  const username = user.data?.username;
  const send = useMoneySubmit(async (input: WithdrawInput, idempotencyKey: string) => {
    const answer = await sendWithdraw(input, idempotencyKey, kind.acceptLegacyOne);
    if (username) saveLastWithdrawAccount(username, kind.cardType, input.bank);
    return answer;
  });
  const form = useForm({
    initial: EMPTY,
    check: (fields) => checkWithdraw(fields, kind.rule),
    submit: send,
    onSuccess: (answer) => {
      toast.success(answer.message || MSG.withdrawSubmitted);
      redirect.current = setTimeout(() => void navigate(PATHS.fundingRecords), WITHDRAW_REDIRECT_MS);
    },
  });
  const { setFields } = form;
  const bank = form.fields.bank;
  useEffect(() => {
    if (bank !== '' || !accounts.data) return;
    const id = preselectedAccount(accounts.data, username ? readLastWithdrawAccount(username, kind.cardType) : null);
    if (id !== undefined) setFields((current) => (current.bank === '' ? { ...current, bank: id } : current));
  }, [accounts.data, bank, kind.cardType, setFields, username]);
  const chosen = accounts.data?.find((account) => String(account.id) === form.fields.bank);
  const missingFen = turnover.data ? fenOf(turnover.data.bet_amount) : undefined;
  const balanceFen = balance.data ? fenOf(balance.data.balance) : undefined;
  const gameFen = balance.data ? fenOf(balance.data.gameblance) : 0;
  // Once money was seen in a game wallet the pair stays, so the player sees it arrive in the main wallet.
  const [recoveryShown, setRecoveryShown] = useState(false);
  if (gameFen > 0 && !recoveryShown) setRecoveryShown(true);

  return (
    <div className="withdraw-page">
      <section className="withdraw-card withdraw-summary">
        <div>
          <span>可提现余额</span>
          <strong data-testid="withdraw-balance">{balanceFen === undefined ? '--' : formatFen(balanceFen)}</strong>
        </div>
        <div>
          <span>剩余打码量</span>
          <strong data-testid="withdraw-turnover">{missingFen === undefined ? '--' : formatFen(missingFen)}</strong>
        </div>
      </section>
      {missingFen !== undefined && missingFen > 0 && <p className="withdraw-note">完成剩余打码量后方可提现</p>}
      {recoveryShown && <WalletPair hint={gameFen > 0 && <p className="withdraw-note">游戏钱包中的 {formatFen(gameFen)} 元需先转回中心钱包才能提现</p>} />}

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
        <Field label="取款金额" {...form.field('amount')} amount placeholder="单笔最低100元">
          <Button
            size="small"
            fill="none"
            color="primary"
            className="withdraw-all"
            disabled={balanceFen === undefined}
            onClick={() => {
              if (balanceFen !== undefined) setFields((current) => ({ ...current, amount: formatFen(Math.max(0, balanceFen)) }));
            }}
          >
            全部
          </Button>
        </Field>
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
