import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { checkActivityApply } from '../src/rules/activity-apply';
import { checkAgentApply } from '../src/rules/agent-apply';
import { cardTypeOf, checkBindCard, checkUnbind } from '../src/rules/bind-card';
import { checkDeposit } from '../src/rules/deposit';
import { accountBlockMessage, checkLogin } from '../src/rules/login';
import { checkPasswordChange } from '../src/rules/password-change';
import { checkProfile } from '../src/rules/profile';
import { checkRegister, checkRegisterCaptcha } from '../src/rules/register';
import { checkTransfer } from '../src/rules/transfer';
import { checkWithdraw } from '../src/rules/withdraw';
import { ERC20_ADDRESS, TRC20_ADDRESS } from './crypto-addresses';

type Case = readonly [name: string, run: () => string | undefined, expected: string | undefined];

const validRegister = {
  name: 'abc123',
  password: 'abcd1234',
  confirmPass: 'abcd1234',
  realname: '张三',
  paypassword: '123456',
};
const validCard = {
  bank_owner: '张三',
  bank: '中国银行',
  bank_address: '北京分行',
  bank_no: '6222020200112233',
  pay_pass: '123456',
};
const validUsdt = { bank: 'USDT', bank_no: TRC20_ADDRESS, bank_owner: 'TRC20', pay_pass: '123456' };
const validErc20 = { bank: 'USDT', bank_no: ERC20_ADDRESS, bank_owner: 'ERC20', pay_pass: '123456' };
const validEwallet = { bank: 'antoken', bank_no: TRC20_ADDRESS, bank_owner: 'OKPAY', pay_pass: '123456' };
const range = { minFen: 100_00, maxFen: 10_000_00 };
const validBankDeposit = { amount: '500', bank_owner: '张三', bank: '工商银行', bank_no: '6222000011112222', bank_address: '上海' };

const cases: Case[] = [
  // Register: username 5/6/10/11 characters, letters only, digits only
  ['register: username of 5', () => checkRegister({ ...validRegister, name: 'abc12' }), MSG.usernameFormat],
  ['register: username of 6', () => checkRegister({ ...validRegister, name: 'abc123' }), undefined],
  ['register: username of 10', () => checkRegister({ ...validRegister, name: 'abcde12345' }), undefined],
  ['register: username of 11', () => checkRegister({ ...validRegister, name: 'abcde123456' }), MSG.usernameFormat],
  ['register: username letters only', () => checkRegister({ ...validRegister, name: 'abcdefg' }), MSG.usernameFormat],
  ['register: username digits only', () => checkRegister({ ...validRegister, name: '1234567' }), MSG.usernameFormat],
  ['register: username with a symbol', () => checkRegister({ ...validRegister, name: 'abc_123' }), MSG.usernameFormat],
  ['register: username missing', () => checkRegister({ ...validRegister, name: undefined }), MSG.usernameFormat],
  ['register: password of 7', () => checkRegister({ ...validRegister, password: 'abc1234', confirmPass: 'abc1234' }), MSG.passwordFormat],
  ['register: password of 8', () => checkRegister({ ...validRegister, password: 'abcd1234', confirmPass: 'abcd1234' }), undefined],
  ['register: password of 32', () => checkRegister({ ...validRegister, password: 'a1'.repeat(16), confirmPass: 'a1'.repeat(16) }), undefined],
  ['register: password of 33', () => checkRegister({ ...validRegister, password: `${'a1'.repeat(16)}b`, confirmPass: `${'a1'.repeat(16)}b` }), MSG.passwordFormat],
  ['register: password letters only', () => checkRegister({ ...validRegister, password: 'abcdefgh', confirmPass: 'abcdefgh' }), MSG.passwordFormat],
  ['register: password digits only', () => checkRegister({ ...validRegister, password: '12345678', confirmPass: '12345678' }), MSG.passwordFormat],
  ['register: confirmation differs', () => checkRegister({ ...validRegister, confirmPass: 'abcd12345' }), MSG.passwordsDiffer],
  ['register: realname English with space', () => checkRegister({ ...validRegister, realname: 'John Smith' }), undefined],
  ['register: realname with · and &', () => checkRegister({ ...validRegister, realname: '艾米·史密斯&Co' }), undefined],
  ['register: realname with digits', () => checkRegister({ ...validRegister, realname: '张三1' }), MSG.realnameFormat],
  ['register: realname empty', () => checkRegister({ ...validRegister, realname: '' }), MSG.realnameFormat],
  ['register: pay password of 5', () => checkRegister({ ...validRegister, paypassword: '12345' }), MSG.payPasswordFormat],
  ['register: pay password of 6', () => checkRegister({ ...validRegister, paypassword: '123456' }), undefined],
  ['register: pay password of 7', () => checkRegister({ ...validRegister, paypassword: '1234567' }), MSG.payPasswordFormat],
  ['register: pay password with a letter', () => checkRegister({ ...validRegister, paypassword: '12345a' }), MSG.payPasswordFormat],
  ['register: the first broken rule wins', () => checkRegister({ name: 'x', password: 'y' }), MSG.usernameFormat],
  ['register captcha: 3 characters', () => checkRegisterCaptcha('a1b'), MSG.captchaWrong],
  ['register captcha: 4 characters', () => checkRegisterCaptcha('a1b2'), undefined],
  ['register captcha: a symbol', () => checkRegisterCaptcha('a1b!'), MSG.captchaWrong],

  // Login
  ['login: name missing', () => checkLogin({ password: 'abcd1234', code: 'ab12' }), MSG.credentialsRequired],
  ['login: password missing', () => checkLogin({ name: 'abc123', password: '  ', code: 'ab12' }), MSG.credentialsRequired],
  ['login: captcha missing', () => checkLogin({ name: 'abc123', password: 'abcd1234' }), MSG.captchaRequired],
  ['login: complete', () => checkLogin({ name: 'abc123', password: 'abcd1234', code: 'ab12' }), undefined],
  ['login: blacklisted', () => accountBlockMessage({ isblack: 1, status: 1 }), MSG.blacklisted],
  ['login: disabled', () => accountBlockMessage({ isblack: 0, status: 0 }), MSG.disabled],
  ['login: blacklist checked before disabled', () => accountBlockMessage({ isblack: 1, status: 0 }), MSG.blacklisted],
  ['login: neither', () => accountBlockMessage({ isblack: 0, status: 1 }), undefined],

  // Password change 1–7, in order
  ['password change 1: old missing', () => checkPasswordChange({}), MSG.oldPasswordRequired],
  ['password change 2: new missing', () => checkPasswordChange({ password: 'abc' }), MSG.newPasswordRequired],
  ['password change 3: confirmation missing', () => checkPasswordChange({ password: 'abc', paypassword: 'def' }), MSG.confirmPasswordRequired],
  ['password change 4: old of 5', () => checkPasswordChange({ password: 'abcde', paypassword: 'x', newpasword: 'y' }), MSG.oldPasswordLength],
  ['password change 5: new of 5', () => checkPasswordChange({ password: 'abcdef', paypassword: 'ghijk', newpasword: 'y' }), MSG.newPasswordLength],
  ['password change 6: confirmation differs', () => checkPasswordChange({ password: 'abcdef', paypassword: 'ghijkl', newpasword: 'ghijkm' }), MSG.passwordsDiffer],
  ['password change 7: new equals old', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abcdef', newpasword: 'abcdef' }), MSG.newPasswordSameAsOld],
  ['password change 8: new of 6 letters breaks the registration rule', () => checkPasswordChange({ password: 'abcdef', paypassword: 'ghijkl', newpasword: 'ghijkl' }), MSG.passwordFormat],
  ['password change 8: new of 7 letters and digits', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abc1234', newpasword: 'abc1234' }), MSG.passwordFormat],
  ['password change 8: new of 8 letters only', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abcdefgh', newpasword: 'abcdefgh' }), MSG.passwordFormat],
  ['password change 8: new of 8 digits only', () => checkPasswordChange({ password: 'abcdef', paypassword: '12345678', newpasword: '12345678' }), MSG.passwordFormat],
  ['password change 8: new with a symbol', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abcd-1234', newpasword: 'abcd-1234' }), MSG.passwordFormat],
  ['password change: the seven checks come first (new equals old, both short of the rule)', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abcdef', newpasword: 'abcdef' }), MSG.newPasswordSameAsOld],
  ['password change: old of 6, new of 8 letters and digits', () => checkPasswordChange({ password: 'abcdef', paypassword: 'abcd1234', newpasword: 'abcd1234' }), undefined],

  // Withdrawal: 99/100
  ['withdraw: no card chosen', () => checkWithdraw({ amount: 100, password: '123456' }, 'card'), MSG.withdrawCardRequired],
  ['withdraw: no wallet chosen', () => checkWithdraw({ amount: 100, password: '123456' }, 'wallet'), MSG.withdrawWalletRequired],
  ['withdraw: 99', () => checkWithdraw({ bank: 1, amount: '99', password: '123456' }), MSG.withdrawMin],
  ['withdraw: 99.99', () => checkWithdraw({ bank: 1, amount: '99.99', password: '123456' }), MSG.withdrawMin],
  ['withdraw: 100', () => checkWithdraw({ bank: 1, amount: '100', password: '123456' }), undefined],
  ['withdraw: not a number', () => checkWithdraw({ bank: 1, amount: 'abc', password: '123456' }), MSG.invalidAmount],
  ['withdraw: pay password missing', () => checkWithdraw({ bank: 1, amount: 100 }), MSG.withdrawPayPasswordRequired],
  ['withdraw: pay password of 5', () => checkWithdraw({ bank: 1, amount: 100, password: '12345' }), MSG.payPasswordFormat],
  ['withdraw: pay password of 7', () => checkWithdraw({ bank: 1, amount: 100, password: '1234567' }), MSG.payPasswordFormat],

  // Deposit: min-1, min, max, max+1
  ['deposit: min - 1', () => checkDeposit({ amount: 99 }, range, false), '请输入金额在100-10000之间！'],
  ['deposit: min', () => checkDeposit({ amount: 100 }, range, false), undefined],
  ['deposit: max', () => checkDeposit({ amount: '10000' }, range, false), undefined],
  ['deposit: max + 1', () => checkDeposit({ amount: '10001' }, range, false), '请输入金额在100-10000之间！'],
  ['deposit: another channel range', () => checkDeposit({ amount: 49 }, { minFen: 50_00, maxFen: 500_00 }, false), '请输入金额在50-500之间！'],
  ['deposit: missing amount', () => checkDeposit({}, range, false), '请输入金额在100-10000之间！'],
  ['deposit: bank transfer complete', () => checkDeposit(validBankDeposit, range, true), undefined],
  ['deposit: depositor name missing', () => checkDeposit({ ...validBankDeposit, bank_owner: '' }, range, true), MSG.depositorNameRequired],
  ['deposit: bank missing', () => checkDeposit({ ...validBankDeposit, bank: '' }, range, true), MSG.depositBankRequired],
  ['deposit: card number missing', () => checkDeposit({ ...validBankDeposit, bank_no: '' }, range, true), MSG.depositCardRequired],
  ['deposit: bank address missing', () => checkDeposit({ ...validBankDeposit, bank_address: '' }, range, true), MSG.depositBankAddressRequired],
  ['deposit: the amount is checked first', () => checkDeposit({ amount: 1 }, range, true), '请输入金额在100-10000之间！'],

  // Bank card binding: card number 7/8/19/20 digits
  ['bind card: complete', () => checkBindCard(validCard), undefined],
  ['bind card: name missing', () => checkBindCard({ ...validCard, bank_owner: '' }), MSG.bindNameRequired],
  ['bind card: bank missing', () => checkBindCard({ ...validCard, bank: '' }), MSG.bindBankRequired],
  ['bind card: branch missing', () => checkBindCard({ ...validCard, bank_address: '' }), MSG.bindBranchRequired],
  ['bind card: card number missing', () => checkBindCard({ ...validCard, bank_no: '' }), MSG.bindCardRequired],
  ['bind card: pay password missing', () => checkBindCard({ ...validCard, pay_pass: '' }), MSG.bindPayPasswordRequired],
  ['bind card: 7 digits', () => checkBindCard({ ...validCard, bank_no: '1234567' }), MSG.bindCardLength],
  ['bind card: 8 digits', () => checkBindCard({ ...validCard, bank_no: '12345678' }), undefined],
  ['bind card: 19 digits', () => checkBindCard({ ...validCard, bank_no: '1'.repeat(19) }), undefined],
  ['bind card: 20 digits', () => checkBindCard({ ...validCard, bank_no: '1'.repeat(20) }), MSG.bindCardLength],
  ['bind card: pay password of 5', () => checkBindCard({ ...validCard, pay_pass: '12345' }), MSG.bindPayPasswordLength],
  ['bind card: pay password of 19', () => checkBindCard({ ...validCard, pay_pass: '1'.repeat(19) }), MSG.bindPayPasswordLength],

  // USDT and e-wallet binding
  ['bind USDT: complete', () => checkBindCard(validUsdt), undefined],
  ['bind USDT: address missing', () => checkBindCard({ ...validUsdt, bank_no: '' }), MSG.usdtAddressRequired],
  ['bind USDT: protocol missing', () => checkBindCard({ ...validUsdt, bank_owner: '' }), MSG.walletProtocolRequired],
  ['bind USDT: unknown protocol', () => checkBindCard({ ...validUsdt, bank_owner: 'BEP20' }), MSG.walletProtocolRequired],
  ['bind USDT: pay password missing', () => checkBindCard({ ...validUsdt, pay_pass: undefined }), MSG.bindPayPasswordRequired],
  ['bind USDT: address with a symbol', () => checkBindCard({ ...validUsdt, bank_no: 'TX-123' }), MSG.walletAddressFormat],
  // The address is checked against its protocol (issue #33, item 3): TRC20 base58check, ERC20 0x + 40 hex (EIP-55)
  ['bind USDT: a made-up TRC20 address', () => checkBindCard({ ...validUsdt, bank_no: 'TXyz123abc' }), MSG.trc20AddressFormat],
  ['bind USDT: a TRC20 address with a bad checksum', () => checkBindCard({ ...validUsdt, bank_no: `${TRC20_ADDRESS.slice(0, -1)}1` }), MSG.trc20AddressFormat],
  ['bind USDT: an ERC20 address as TRC20', () => checkBindCard({ ...validUsdt, bank_no: ERC20_ADDRESS }), MSG.trc20AddressFormat],
  ['bind USDT: ERC20 complete', () => checkBindCard(validErc20), undefined],
  ['bind USDT: ERC20 in lower case', () => checkBindCard({ ...validErc20, bank_no: ERC20_ADDRESS.toLowerCase() }), undefined],
  ['bind USDT: ERC20 with a bad checksum', () => checkBindCard({ ...validErc20, bank_no: ERC20_ADDRESS.replace('F8ce', 'f8Ce') }), MSG.erc20AddressFormat],
  ['bind USDT: a TRC20 address as ERC20', () => checkBindCard({ ...validErc20, bank_no: TRC20_ADDRESS }), MSG.erc20AddressFormat],
  ['bind USDT: ERC20 of 39 hex digits', () => checkBindCard({ ...validErc20, bank_no: ERC20_ADDRESS.toLowerCase().slice(0, 41) }), MSG.erc20AddressFormat],
  ['bind e-wallet: complete', () => checkBindCard(validEwallet), undefined],
  ['bind e-wallet: AnToken takes TRC20 only', () => checkBindCard({ ...validEwallet, bank_no: ERC20_ADDRESS.toLowerCase() }), MSG.trc20AddressFormat],
  ['bind e-wallet: a made-up address', () => checkBindCard({ ...validEwallet, bank_no: 'wallet_01' }), MSG.trc20AddressFormat],
  ['bind e-wallet: address missing', () => checkBindCard({ ...validEwallet, bank_no: '' }), MSG.walletAddressRequired],
  ['bind e-wallet: wallet missing', () => checkBindCard({ ...validEwallet, bank_owner: 'TRC20' }), MSG.walletProtocolRequired],
  ['unbind: 5 digits', () => checkUnbind({ pay_pass: '12345' }), MSG.unbindPayPassword],
  ['unbind: 6 digits', () => checkUnbind({ pay_pass: '123456' }), undefined],
  ['unbind: 7 digits', () => checkUnbind({ pay_pass: '1234567' }), MSG.unbindPayPassword],

  // Agent application
  ['agent: plain mobile', () => checkAgentApply({ mobile: '13812345678', apply_info: '想做代理' }), undefined],
  ['agent: prefixed 86', () => checkAgentApply({ mobile: '8613812345678', apply_info: '想做代理' }), undefined],
  ['agent: prefixed 17951', () => checkAgentApply({ mobile: '1795113812345678', apply_info: '想做代理' }), undefined],
  ['agent: prefixed 0', () => checkAgentApply({ mobile: '013812345678', apply_info: '想做代理' }), undefined],
  ['agent: second digit 2', () => checkAgentApply({ mobile: '12812345678', apply_info: '想做代理' }), MSG.mobileFormat],
  ['agent: 10 digits', () => checkAgentApply({ mobile: '1381234567', apply_info: '想做代理' }), MSG.mobileFormat],
  ['agent: reason missing', () => checkAgentApply({ mobile: '13812345678', apply_info: ' ' }), MSG.applyReasonRequired],

  // Profile
  ['profile: all valid', () => checkProfile({ mobile: '13812345678', email: 'a@b.cn', birthday: '1990-02-28' }), undefined],
  ['profile: all empty', () => checkProfile({}), undefined],
  ['profile: mobile of 12', () => checkProfile({ mobile: '013812345678' }), MSG.mobileFormat],
  ['profile: bad email', () => checkProfile({ mobile: '13812345678', email: 'a@b' }), MSG.emailFormat],
  ['profile: bad date format', () => checkProfile({ birthday: '1990/02/28' }), MSG.birthdayFormat],
  ['profile: impossible date', () => checkProfile({ birthday: '1990-02-30' }), MSG.birthdayFormat],

  // Transfer
  ['transfer: amount missing', () => checkTransfer({ sourcetype: 'userbalance', targettype: 'ag' }), MSG.transferAmountRequired],
  ['transfer: amount 0', () => checkTransfer({ amount: 0, sourcetype: 'userbalance', targettype: 'ag' }), MSG.transferAmountRequired],
  ['transfer: source missing', () => checkTransfer({ amount: 10, targettype: 'ag' }), MSG.transferSourceRequired],
  ['transfer: target missing', () => checkTransfer({ amount: 10, sourcetype: 'userbalance' }), MSG.transferTargetRequired],
  ['transfer: same wallet', () => checkTransfer({ amount: 10, sourcetype: 'ag', targettype: 'ag' }), MSG.sameWallet],
  ['transfer: complete', () => checkTransfer({ amount: '10.5', sourcetype: 'userbalance', targettype: 'ag' }), undefined],

  // Promotion application
  ['promotion: digits', () => checkActivityApply({ amount: '500' }), undefined],
  ['promotion: decimals refused', () => checkActivityApply({ amount: '5.5' }), MSG.invalidAmount],
  ['promotion: empty amount refused', () => checkActivityApply({ amount: '' }), MSG.applyAmountRequired],
  ['promotion: blank amount refused', () => checkActivityApply({ amount: '  ' }), MSG.applyAmountRequired],
  ['promotion: no amount refused', () => checkActivityApply({}), MSG.applyAmountRequired],
];

describe('validation rules', () => {
  it.each(cases)('%s', (_name, run, expected) => {
    expect(run()).toBe(expected);
  });

  it('produce every message of SPEC §5 in at least one case', () => {
    const section5 = [
      '请输入存款人姓名', '请输入银行类型', '请输入银行卡号', '请输入银行开户行地址',
      '请选择您要提现到的银行卡', '请选择钱包地址', '单笔取款不能低于100元', '请输入您的支付密码',
      '请输入旧密码', '请输入新密码', '请输入确认密码', '请输入正确的旧密码长度', '请输入正确的新密码长度',
      '两次密码不一致！', '新旧密码不能一致！', '请输入操作金额！', '请选择转出平台', '请选择转入平台',
      '请输入您的账号和密码！', '请输入验证码！', '验证码错误！', '用户名长度不得低于6位，以字母和数字组合！',
      '密码长度最少8位！以字母和数字组合！', '姓名格式不正确，可以是中，英文名称！', '支付密码长度需是6位！',
      '您已被设为黑名单，暂不能登录，请联系管理员！', '该用户已被禁用，请联系管理员！', '请输入正确手机号',
      '请输入申请理由', '请输入正确邮箱号', '请输入正确的日期格式：YYYY-MM-DD', '请输入姓名', '请输入银行',
      '请输入开户行地址', '请输入支付密码', '请输入正确的卡号长度', '请输入支付密码长度', '请输入USDT地址',
      '请选择钱包协议', '请输入钱包地址', '请输入6位数字支付密码', '请输入金额在100-10000之间！',
    ];
    const produced = new Set(cases.map(([, , expected]) => expected));
    expect(section5.filter((message) => !produced.has(message))).toEqual([]);
  });
});

describe('cardTypeOf', () => {
  it('tells the account type from the fixed bank value', () => {
    expect(cardTypeOf(validCard)).toBe(1);
    expect(cardTypeOf(validUsdt)).toBe(2);
    expect(cardTypeOf(validEwallet)).toBe(4);
  });
});

describe('amount format (issue #13, item 5)', () => {
  const card = { bank: 1, password: '123456' };
  const transfer = { sourcetype: 'userbalance', targettype: 'ag' };
  it.each([' 100 ', '100 ', ' 100', '100.001', '1e2', '0x64', '100元', '１００'])('refuses %j with the amount format message', (amount) => {
    expect(checkWithdraw({ ...card, amount })).toBe(MSG.invalidAmount);
    expect(checkTransfer({ ...transfer, amount })).toBe(MSG.invalidAmount);
    expect(checkDeposit({ ...validBankDeposit, amount }, range, true)).toBe(MSG.invalidAmount);
  });
  it('keeps the §5 messages for a missing or too small amount', () => {
    expect(checkWithdraw({ ...card, amount: '' })).toBe(MSG.withdrawMin);
    expect(checkWithdraw({ ...card, amount: '99.99' })).toBe(MSG.withdrawMin);
    expect(checkWithdraw({ ...card, amount: 100.5 })).toBeUndefined();
    expect(checkTransfer({ ...transfer, amount: '' })).toBe(MSG.transferAmountRequired);
    expect(checkTransfer({ ...transfer, amount: '0' })).toBe(MSG.transferAmountRequired);
    expect(checkTransfer({ ...transfer, amount: '0.01' })).toBeUndefined();
    expect(checkDeposit({ ...validBankDeposit, amount: '' }, range, true)).toBe('请输入金额在100-10000之间！');
    expect(checkDeposit({ ...validBankDeposit, amount: '100.00' }, range, true)).toBeUndefined();
  });
});

describe('free text fields refuse markup (issue #13, item 2)', () => {
  const hostile = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '张三>', 'a\u0000b', '北京\u200b分行\u0007'];
  it('has a message of its own for each field', () => {
    const messages = [MSG.bindNameFormat, MSG.bindBankFormat, MSG.bindBranchFormat, MSG.depositorNameFormat, MSG.depositBankFormat, MSG.depositCardFormat, MSG.depositBankAddressFormat, MSG.applyReasonFormat];
    for (const message of messages) expect(message).toMatch(/^\p{Script=Han}/u);
    expect(new Set(messages).size).toBe(messages.length);
  });
  it.each(hostile)('bindcard refuses %j in each free text field with the field message', (value) => {
    expect(checkBindCard({ ...validCard, bank_owner: value })).toBe(MSG.bindNameFormat);
    expect(checkBindCard({ ...validCard, bank: value })).toBe(MSG.bindBankFormat);
    expect(checkBindCard({ ...validCard, bank_address: value })).toBe(MSG.bindBranchFormat);
  });
  it.each(hostile)('recharge refuses %j in each bank field with the field message', (value) => {
    expect(checkDeposit({ ...validBankDeposit, bank_owner: value }, range, true)).toBe(MSG.depositorNameFormat);
    expect(checkDeposit({ ...validBankDeposit, bank: value }, range, true)).toBe(MSG.depositBankFormat);
    expect(checkDeposit({ ...validBankDeposit, bank_no: value }, range, true)).toBe(MSG.depositCardFormat);
    expect(checkDeposit({ ...validBankDeposit, bank_address: value }, range, true)).toBe(MSG.depositBankAddressFormat);
  });
  it.each(hostile)('applyagentdo refuses %j in apply_info with the reason message', (value) => {
    expect(checkAgentApply({ mobile: '13812345678', apply_info: value })).toBe(MSG.applyReasonFormat);
  });
  it('accepts real names, bank names, addresses and reasons', () => {
    expect(checkBindCard({ ...validCard, bank_owner: 'John Smith', bank: '中国工商银行(北京)', bank_address: '北京市海淀区中关村大街1号，A座-101室' })).toBeUndefined();
    expect(checkBindCard({ ...validCard, bank_owner: '阿卜杜·热合曼' })).toBeUndefined();
    expect(checkDeposit({ ...validBankDeposit, bank: 'Bank of China', bank_address: 'No. 8, Road 5; Shanghai' }, range, true)).toBeUndefined();
    expect(checkAgentApply({ mobile: '13812345678', apply_info: '我有500名会员，想做代理！\n联系：QQ 12345 / 微信 abc_123。“谢谢”' })).toBeUndefined();
  });
});
