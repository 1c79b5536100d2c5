import { ROUTES, type RouteName } from '@casino/contract/routes';
import fc from 'fast-check';
import { totpCode } from '../../support/admins';
import { PASSWORD, PAY_PASSWORD } from '../../support/members';
import { ERC20_ADDRESSES, TRC20_ADDRESSES } from '../../../../../packages/contract/test/crypto-addresses';
import type { FuzzIds } from '../world';

type Body = Record<string, unknown>;

/**
 * Requests SPEC.md calls valid, per call, where the schema alone would rarely pass the rules: they take
 * the fuzz to the happy path, and are the base each broken field is broken from. Ids are the member's
 * own rows or, as often, the other member's (which must be refused).
 */
const VALID: Partial<Record<RouteName, (ids: FuzzIds) => fc.Arbitrary<Body>>> = {
  editPassword: () => fc.constant({ password: PASSWORD, paypassword: 'abcd5678', newpasword: 'abcd5678' }),
  editPayPassword: () => fc.constant({ password: PAY_PASSWORD, paypassword: '654321', newpasword: '654321' }),
  updateuserinfo: () =>
    fc.record({
      email: fc.constantFrom('a@b.cn', 'player.one@example.com'),
      mobile: fc.constantFrom('13812345678', '8615912345678'),
      birthday: fc.constantFrom('1990-01-01', '2000-12-31'),
    }),
  adminLogin: (ids) =>
    fc.record({ name: fc.constant(ids.adminName), password: fc.constantFrom(ids.adminPassword, 'wrong-password'), code: fc.constantFrom(totpCode(ids.adminSecret), '000000') }),
  adminApproveDeposit: (ids) => fc.record({ out_trade_no: fc.constantFrom(ids.depositNo, ids.other.depositNo) }),
  adminRejectDeposit: (ids) => fc.record({ out_trade_no: fc.constantFrom(ids.depositNo, ids.other.depositNo) }),
  adminApproveWithdrawal: (ids) => fc.record({ id: fc.constant(ids.other.withdrawalId) }),
  adminRejectWithdrawal: (ids) => fc.record({ id: fc.constant(ids.other.withdrawalId) }),
  adminAdjust: (ids) => fc.record({ username: fc.constant(ids.memberName), amount: fc.constantFrom('1', '-1', 100), memo: fc.constant('fuzz') }),
  adminMemberState: (ids) => fc.record({ username: fc.constant(ids.memberName), state: fc.constantFrom('block', 'disable') }),
  adminSite: () => fc.record({ site_state: fc.constant(0), repair_tips: fc.constant('维护') }),
  adminRedpacket: () => fc.record({ redpacket_switch: fc.constantFrom(0, 1) }),
  adminApproveApplication: (ids) => fc.record({ id: fc.constant(ids.other.activityApplyId) }),
  adminRejectApplication: (ids) => fc.record({ id: fc.constant(ids.other.activityApplyId) }),
  adminApproveAgent: (ids) => fc.record({ id: fc.constant(ids.other.agentApplyId) }),
  adminRejectAgent: (ids) => fc.record({ id: fc.constant(ids.other.agentApplyId) }),
  adminMessage: (ids) => fc.record({ to: fc.constantFrom('all', ids.memberName), title: fc.constant('标题'), content: fc.constant('内容') }),
  applyagentdo: () => fc.record({ mobile: fc.constant('13812345678'), apply_info: fc.constantFrom('我想做代理', '有很多朋友') }),
  article: () => fc.record({ type: fc.constantFrom(1, 2, 3, 4, 5, 7, 8, '1') }),
  loginPc: (ids) => fc.record({ name: fc.constant(ids.memberName), password: fc.constantFrom(PASSWORD, 'abcd9999'), code: fc.constant('ab12'), captcha_id: fc.constant('x') }),
  register: (ids) =>
    fc.record({
      name: fc.stringMatching(/^[a-z]{3}[0-9]{3}[a-z0-9]{0,4}$/),
      password: fc.constant(PASSWORD),
      confirmPass: fc.constant(PASSWORD),
      realname: fc.constantFrom('李四', 'Tom Lee'),
      paypassword: fc.constant(PAY_PASSWORD),
      pid: fc.constantFrom('', ids.memberId, ids.other.id),
    }),
  getcard: () => fc.record({ type: fc.constantFrom(1, 2, 4, '1', '2', '4') }),
  bindcard: () =>
    fc.oneof(
      fc.record({
        bank_owner: fc.constantFrom('张三', ' 张三'),
        bank: fc.constantFrom('中国银行', '建设银行'),
        bank_address: fc.constant('北京朝阳支行'),
        bank_no: fc.stringMatching(/^62[0-9]{14,17}$/),
        pay_pass: fc.constant(PAY_PASSWORD),
      }),
      // An address must be one of its protocol's (base58check TRC20, EIP-55 ERC20): random text would not be.
      fc.record({ bank_owner: fc.constant('TRC20'), bank: fc.constant('USDT'), bank_no: fc.constantFrom(...TRC20_ADDRESSES), pay_pass: fc.constant(PAY_PASSWORD) }),
      fc.record({ bank_owner: fc.constant('ERC20'), bank: fc.constant('USDT'), bank_no: fc.constantFrom(...ERC20_ADDRESSES, ...ERC20_ADDRESSES.map((a) => a.toLowerCase())), pay_pass: fc.constant(PAY_PASSWORD) }),
      fc.record({ bank_owner: fc.constantFrom('OKPAY', 'GOPAY'), bank: fc.constant('antoken'), bank_no: fc.constantFrom(...TRC20_ADDRESSES), pay_pass: fc.constant(PAY_PASSWORD) }),
    ),
  delcard: (ids) => fc.record({ id: fc.oneof(fc.constant(ids.spareCardId), fc.constantFrom(ids.other.cardId, String(ids.other.cardId))), pay_pass: fc.constant(PAY_PASSWORD) }),
  recharge: () =>
    fc.oneof(
      fc.record({
        paytype: fc.constantFrom(1, '1', 'bank'),
        amount: fc.constantFrom('100', '200.5', 300, '1000'),
        catepay: fc.constant(''),
        bank: fc.constant('工商银行'),
        bank_address: fc.constant('上海'),
        bank_no: fc.constant('6222000011112222'),
        bank_owner: fc.constant('张三'),
      }),
      fc.record({ paytype: fc.constantFrom(0, 2, 3, 4, 5, 6), amount: fc.constantFrom('100', '500'), catepay: fc.constantFrom('TRC20', 'ERC20') }),
    ),
  payinfo: (ids) => fc.record({ deposit_no: fc.constantFrom(ids.depositNo, ids.other.depositNo) }),
  gamelistBycode: () => fc.record({ gamecode: fc.constantFrom('pp', 'pg', 'fgdz', 'obgdy', 'ae', 'fgfish') }),
  getGameUrl: () =>
    fc.oneof(
      fc.record({ plat_name: fc.constant('pp'), game_type: fc.constant(2), game_code: fc.constant('pp_001'), is_mobile_url: fc.constant(1) }),
      fc.record({ plat_name: fc.constantFrom('ag', 'bg'), game_type: fc.constant(1), game_code: fc.constantFrom('ag_lobby', 'bg_lobby'), is_mobile_url: fc.constant(1) }),
    ),
  activitydeatil: () => fc.record({ id: fc.integer({ min: 1, max: 7 }) }),
  doactivityapply: () => fc.record({ activityid: fc.constantFrom(1, 4, 5, 2), amount: fc.constantFrom('100', '8') }),
  gettransrecord: () => fc.record({ type: fc.constantFrom(1, 2, 3, 4, '1'), date: fc.constantFrom(1, 2, 3, 4, ''), page: fc.constantFrom(1, '2') }),
  betrecord: () => fc.record({ date: fc.constantFrom(1, 4), page: fc.constant(1), api_type: fc.constantFrom('', 'pp') }),
  getfanshui: () => fc.record({ date: fc.constantFrom(1, 4), page: fc.constant(1), type: fc.constantFrom('', 1, 2) }),
  transfer: () =>
    fc.oneof(
      fc.record({ amount: fc.constantFrom('1', '10.5', 20, '100'), sourcetype: fc.constant('userbalance'), targettype: fc.constantFrom('pp', 'ag', 'ky') }),
      fc.record({ amount: fc.constantFrom('1', '5'), sourcetype: fc.constantFrom('pp', 'ag'), targettype: fc.constant('userbalance') }),
    ),
  uptransferstatus: () => fc.record({ transferstatus: fc.constantFrom(0, 1, '0', '1') }),
  withdraw: (ids) => fc.record({ amount: fc.constantFrom('100', '150.5', 200), bank: fc.oneof(fc.constant(ids.payoutCardId), fc.constant(ids.other.cardId)), password: fc.constant(PAY_PASSWORD) }),
  adminMessageTier: () => fc.record({ vip: fc.constantFrom(1, '1', 6, 99), title: fc.constant('标题'), content: fc.constant('内容') }),
};

const byPath = new Map<string, (ids: FuzzIds) => fc.Arbitrary<Body>>(
  Object.entries(VALID).map(([name, arbitrary]) => [ROUTES[name as RouteName].path, arbitrary]),
);

/** The call's valid requests, when the table has them. */
export function validRequestArbitrary(path: string, ids: FuzzIds): fc.Arbitrary<Body> | undefined {
  return byPath.get(path)?.(ids);
}
