import { depositChannelOf } from '@casino/contract/codes';
import { ANTOKEN_PROTOCOL, CARD_NUMBER_MAX, USDT_PROTOCOLS, type UsdtProtocol } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { checkDeposit } from '@casino/contract/rules/deposit';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { useBankList } from '../../api/queries/bank-list';
import { Field } from '../../shared/form/field';
import { PickerField } from '../../shared/form/picker-field';
import { useForm } from '../../shared/form/use-form';
import { href, PATHS } from '../../shared/paths';
import { serverUrl } from '../../shared/server-url';
import { toast } from '../../shared/toast';
import { useRecharge, type DepositRequest } from './api/recharge';
import { BankDepositSubmitted } from './bank-deposit-submitted';
import { rangeYuan, useDepositRange } from './deposit-range';
import type { PayWay } from './open-pay-ways';
import { PlatformAccount } from './platform-account';
import { UsdtEstimate } from './usdt-estimate';

interface DepositFields {
  amount: string;
  /** Bank transfer: the depositor's name, bank, card number and branch (SPEC §3). */
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

const EMPTY: DepositFields = { amount: '', bank_owner: '', bank: '', bank_no: '', bank_address: '' };
const QUICK_YUAN = [100, 500, 1000, 2000, 5000, 10000];
/** Long enough to read 正在跳转... before the pay page replaces the app. */
const EXTERNAL_REDIRECT_MS = 800;

function depositRequest(way: PayWay, protocol: UsdtProtocol, fields: DepositFields): DepositRequest {
  const input: DepositRequest = { paytype: way.code, amount: fields.amount.trim() };
  if (way.key === 'usdt') input.catepay = protocol;
  if (way.key === 'antoken') input.catepay = ANTOKEN_PROTOCOL;
  if (way.key === 'bank') {
    input.bank_owner = fields.bank_owner.trim();
    input.bank = fields.bank;
    input.bank_no = fields.bank_no;
    input.bank_address = fields.bank_address.trim();
  }
  return input;
}

/**
 * One channel's deposit form (SPEC §2, §5): its range, quick amounts, the USDT protocol and converted
 * amount, and for a bank transfer the platform's account and the depositor's details. After the order
 * is made: a bank transfer awaits review (its order number and 查看记录 shown in place of the form), channels 5
 * and 6 go to their pay page, the others to /payInfo.
 */
export function DepositForm({ way, onSubmitted }: { way: PayWay; onSubmitted: () => void }) {
  const navigate = useNavigate();
  const [protocol, setProtocol] = useState<UsdtProtocol>(ANTOKEN_PROTOCOL);
  const channel = depositChannelOf(way, protocol) ?? 'usdt-trc20';
  const range = useDepositRange(channel);
  const isBank = way.key === 'bank';
  const banks = useBankList();
  const recharge = useRecharge();
  const [submittedNo, setSubmittedNo] = useState<string | null>(null);
  const form = useForm({
    initial: EMPTY,
    check: (fields: DepositFields) => checkDeposit(fields, range, isBank),
    submit: (fields: DepositFields) => recharge(depositRequest(way, protocol, fields)),
    onSuccess: ({ message, data }) => {
      const depositNo = typeof message === 'string' && message !== '' ? message : data.out_trade_no;
      if (isBank) {
        toast.success(MSG.depositSubmitted);
        setSubmittedNo(depositNo);
        return;
      }
      const payPage = typeof message === 'object' ? serverUrl(message.info.navurl) : undefined;
      if (payPage) {
        toast.info(MSG.redirecting);
        window.setTimeout(() => {
          window.location.assign(payPage);
        }, EXTERNAL_REDIRECT_MS);
        return;
      }
      void navigate(href(PATHS.payInfo, { deposit_no: depositNo }));
    },
  });
  if (submittedNo !== null) return <BankDepositSubmitted orderNo={submittedNo} onDone={onSubmitted} />;
  const quick = QUICK_YUAN.filter((yuan) => yuan * 100 >= range.minFen && yuan * 100 <= range.maxFen);

  return (
    <form
      className="deposit-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      {way.key === 'usdt' && (
        <div className="deposit-protocol">
          <span className="deposit-label">钱包协议</span>
          <Selector
            aria-label="钱包协议"
            columns={2}
            options={USDT_PROTOCOLS.map((value) => ({ label: value, value }))}
            value={[protocol]}
            onChange={([picked]) => {
              if (picked) setProtocol(picked);
            }}
          />
        </div>
      )}
      {way.key === 'antoken' && (
        <p className="deposit-note">
          钱包协议：<strong>{ANTOKEN_PROTOCOL}</strong>
        </p>
      )}
      {isBank && <PlatformAccount />}
      <Field label="金额" {...form.field('amount')} amount maxLength={9} placeholder="请输入存款金额">
        <span className="deposit-unit">元</span>
      </Field>
      <p className="deposit-range">
        单笔存款 {rangeYuan(range.minFen)} - {rangeYuan(range.maxFen)} 元
      </p>
      {quick.length > 0 && (
        <Selector
          className="deposit-quick"
          aria-label="快捷金额"
          columns={3}
          options={quick.map((yuan) => ({ label: String(yuan), value: String(yuan) }))}
          value={[form.fields.amount]}
          onChange={([picked]) => {
            if (picked) form.setFields((current) => ({ ...current, amount: picked }));
          }}
        />
      )}
      {way.key === 'usdt' && <UsdtEstimate amount={form.fields.amount} />}
      {isBank && (
        <section className="deposit-depositor" aria-label="存款人信息">
          <h3>存款人信息</h3>
          <Field label="存款人" {...form.field('bank_owner')} placeholder="请输入存款人姓名" maxLength={30} />
          <PickerField
            label="银行"
            {...form.field('bank')}
            placeholder="请选择存款银行"
            loading={banks.isPending}
            options={(banks.data ?? []).map((bank) => ({ label: bank.bank_name, value: bank.bank_name }))}
          />
          <Field label="卡号" {...form.field('bank_no')} digits maxLength={CARD_NUMBER_MAX} placeholder="请输入银行卡号" />
          <Field label="开户行" {...form.field('bank_address')} placeholder="请输入银行开户行地址" maxLength={60} />
        </section>
      )}
      {/* Sticky at the sheet's bottom: a long bank form keeps its button in reach at 320×568 and over the keyboard. */}
      <div className="deposit-submit-bar">
        <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="deposit-submit">
          {isBank ? '提交存款' : '立即存款'}
        </Button>
      </div>
    </form>
  );
}
