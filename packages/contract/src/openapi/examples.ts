import type { RouteName } from '../routes';

/**
 * Example requests, with the demo site's values: its platforms (ag, pp), its deposit channels, the
 * password rules. The server's OpenAPI test sends these to a demo server and checks the answers.
 */
export const REQUEST_EXAMPLES: Partial<Record<RouteName, Record<string, unknown>>> = {
  register: { name: 'demo2024', password: 'abcd1234', confirmPass: 'abcd1234', realname: '张三', paypassword: '123456', code: '4k7p', captcha_id: 'c2f1b7d0e9a84c36' },
  loginPc: { name: 'demo2024', password: 'abcd1234', code: '4k7p', captcha_id: 'c2f1b7d0e9a84c36' },
  editPassword: { password: 'abcd1234', paypassword: 'abcd5678', newpasword: 'abcd5678' },
  updateuserinfo: { email: 'demo@example.cn', mobile: '13812345678', birthday: '1990-01-01' },
  getPayRange: { type: 'bank' },
  recharge: { paytype: 1, amount: '500', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: '张三' },
  bindcard: { bank_owner: '张三', bank: '中国银行', bank_address: '北京分行', bank_no: '6222020200112233', pay_pass: '123456' },
  getcard: { type: 1 },
  transfer: { amount: '100', sourcetype: 'userbalance', targettype: 'ag' },
  uptransferstatus: { transferstatus: 1 },
  getGameUrl: { plat_name: 'pp', game_type: 'concise', game_code: 'pp_001', is_mobile_url: 1 },
  gettransrecord: { date: 2, type: 1, page: 1, pagesize: 10 },
  betrecord: { date: 2, page: 1, pagesize: 10 },
  withdraw: { amount: '100', bank: 1, password: '123456' },
  activitylist: { type: 0, page: 1 },
  article: { type: 1 },
  applyagentdo: { mobile: '13812345678', apply_info: '有推广渠道' },
  adminLogin: { name: 'ops', password: 'a-long-operator-password', code: '492039' },
  adminApproveDeposit: { out_trade_no: 'D20240101120000123456' },
  adminApproveApplication: { id: 1, bonus: '88' },
  adminAdjust: { username: 'demo2024', amount: '100', memo: '活动补偿' },
  adminMemberState: { username: 'demo2024', state: 'block' },
  adminSite: { site_state: 0, repair_tips: '系统维护中，预计30分钟后恢复。' },
  adminMessage: { to: 'all', title: '系统通知', content: '欢迎光临！' },
  adminCreateOperator: { name: 'finance01', role: 'finance' },
  adminSetOperatorRole: { name: 'finance01', role: 'support' },
  adminDisableOperator: { name: 'finance01' },
  adminEnableOperator: { name: 'finance01' },
  adminResetOperatorTotp: { name: 'finance01' },
  adminSaveBanner: { src: '/assets/demo/banner/双十一.svg', url: '/discount', background: '#ff4d4f', sort: 1, hidden: false },
  adminSaveAnnouncement: { text: '欢迎光临，祝您游戏愉快！', sort: 1 },
  adminSavePopup: { index_modal: 1, webcontent: '<p>新会员首存送 <b>88</b> 元</p>' },
  adminSavePromotion: { title: '首存送88', type: 1, banner: '/assets/demo/activity/first-deposit.svg', content: '<p>首次存款满100送88元</p>', can_apply: true, sort: 1, hidden: false },
  adminSavePromotionType: { name: '新人专享', sort: 5 },
  adminSaveArticle: { type: 9, title: '负责任博彩', content: '<p>请理性游戏，量力而行。</p>' },
};
