/**
 * Every user-facing message, written once. SPEC.md §5 and §8 texts are copied to the character;
 * the ones SPEC.md does not give (marked "ours") are this product's own.
 */
const NETWORK_ERROR = '网络异常，请检查当前网络后重试！';

export const MSG = {
  // Deposit (§5)
  depositorNameRequired: '请输入存款人姓名',
  depositBankRequired: '请输入银行类型',
  depositCardRequired: '请输入银行卡号',
  depositBankAddressRequired: '请输入银行开户行地址',
  usdtProtocolRequired: '请选择钱包协议',
  depositSubmitted: '提交成功，等待后台审核',

  // Withdrawal (§5)
  withdrawCardRequired: '请选择您要提现到的银行卡',
  withdrawWalletRequired: '请选择钱包地址',
  withdrawMin: '单笔取款不能低于100元',
  withdrawPayPasswordRequired: '请输入您的支付密码',

  // Password change (§5), in the order they are checked
  oldPasswordRequired: '请输入旧密码',
  newPasswordRequired: '请输入新密码',
  confirmPasswordRequired: '请输入确认密码',
  oldPasswordLength: '请输入正确的旧密码长度',
  newPasswordLength: '请输入正确的新密码长度',
  passwordsDiffer: '两次密码不一致！',
  newPasswordSameAsOld: '新旧密码不能一致！',
  passwordChanged: '密码修改成功！',

  // Transfer (§5)
  transferAmountRequired: '请输入操作金额！',
  transferSourceRequired: '请选择转出平台',
  transferTargetRequired: '请选择转入平台',

  // Login and register (§5)
  credentialsRequired: '请输入您的账号和密码！',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  usernameFormat: '用户名长度不得低于6位，以字母和数字组合！',
  passwordFormat: '密码长度最少8位！以字母和数字组合！',
  realnameFormat: '姓名格式不正确，可以是中，英文名称！',
  payPasswordFormat: '支付密码长度需是6位！',
  blacklisted: '您已被设为黑名单，暂不能登录，请联系管理员！',
  disabled: '该用户已被禁用，请联系管理员！',

  // Agent application and profile (§5)
  mobileFormat: '请输入正确手机号',
  applyReasonRequired: '请输入申请理由',
  emailFormat: '请输入正确邮箱号',
  birthdayFormat: '请输入正确的日期格式：YYYY-MM-DD',

  // Bound accounts (§5)
  bindNameRequired: '请输入姓名',
  bindBankRequired: '请输入银行',
  bindBranchRequired: '请输入开户行地址',
  bindCardRequired: '请输入银行卡号',
  bindPayPasswordRequired: '请输入支付密码',
  bindCardLength: '请输入正确的卡号长度',
  bindPayPasswordLength: '请输入支付密码长度',
  usdtAddressRequired: '请输入USDT地址',
  walletAddressRequired: '请输入钱包地址',
  walletProtocolRequired: '请选择钱包协议',
  unbindPayPassword: '请输入6位数字支付密码',
  bound: '绑定成功',
  unbound: '解绑成功',
  noBoundAccount: '您还为绑定任何钱包卡片，请前往绑定！',

  // Rebate, red packet, games (§5, §8)
  noRebate: '暂无领取额度！',
  redpacketClosed: '红包已关闭',
  welfareNoDraws: '您的剩余次数不足！',
  hongbaoNoDraws: '您暂未达到领取条件，快去完成吧！',
  loginRequired: '请登录！',
  gameNetworkError: '网络连接超时，请重试!',

  // Errors and toasts (§8)
  authFailedTitle: '认证失败',
  authFailedBody: '您的账号登陆过期，请重新登陆',
  registerNetworkError: NETWORK_ERROR,
  /** Ours: a money action that could not reach the server, in §8's words for registration. */
  networkError: NETWORK_ERROR,
  redpacketNetworkError: '服务器异常，请稍后再试',
  copied: '复制成功！',
  operationOk: '操作成功！',
  operationOkPlain: '操作成功',
  redirecting: '正在跳转...',
  jumping: '跳转中...',
  logoutTitle: '提示',
  logoutConfirm: '确定要退出登录吗？',
  samePage: '已在当前页面！',
  loading: '加载中...',
  empty: '暂无资料',
  // Ours: what the web app says when a page or list cannot be loaded
  loadFailed: '加载失败，请检查网络后重试',
  reload: '重新加载',
  iosDownloadUnavailable: '暂未提供iOS下载，请联系客服',
  copyFailed: '复制失败，请长按手动复制',
  noPayWay: '暂无可用的存款方式，请联系客服',

  // Ours: server answers SPEC.md leaves open
  depositRange: '请输入金额在{min}-{max}之间！',
  invalidRequest: '请求参数不正确',
  invalidAmount: '请输入正确的金额',
  usernameTaken: '该用户名已被注册',
  wrongCredentials: '账号或密码错误',
  tooManyLoginAttempts: '登录尝试过于频繁，请稍后再试',
  tooManyRequests: '请求过于频繁，请稍后再试',
  captchaExpired: '验证码已失效，请刷新后重试',
  oldPasswordWrong: '旧密码错误',
  payPasswordWrong: '支付密码错误',
  walletAddressFormat: '钱包地址格式不正确',
  /** A USDT or AnToken address that is not one of its protocol's (issue #33: base58check, 0x + 40 hex with EIP-55). */
  trc20AddressFormat: '请输入正确的TRC20地址',
  erc20AddressFormat: '请输入正确的ERC20地址',
  sameWallet: '转出和转入平台不能相同',
  transferNeedsMainWallet: '转出或转入平台必须有一个是平台钱包',
  recovered: '回收成功',
  nothingToRecover: '没有可回收的金额',
  /** 一键回收 that got no answer (the connection was lost): whether anything moved is not known; tapping again cannot move it twice (same Idempotency-Key). */
  recoveryUnknown: '回收结果未知，请查看余额；再次点击一键回收不会重复回收',
  insufficientBalance: '余额不足',
  unknownPlatform: '游戏平台不存在',
  gameLaunchFailed: '游戏暂时无法进入，请稍后再试',
  cardLimit: '每种账户最多绑定5个',
  cardNotFound: '账户不存在',
  notFound: '数据不存在',
  activityNotFound: '活动不存在',
  activityNotApplicable: '该活动无需申请',
  activityPending: '您已申请过该活动，请等待审核',
  agentPending: '您已申请过代理，请等待审核',
  alreadyAgent: '您已经是代理',
  applySubmitted: '申请成功',
  /** 立即申请 with no amount (issue #33): the apply dialog asks for one. */
  applyAmountRequired: '请输入申请金额',
  uploadType: '头像只能是gif或png图片',
  uploadTooLarge: '图片过大',
  uploadMissing: '请选择图片',
  turnoverNotMet: '打码量未达到提现要求',
  unauthorized: '认证失败',
  serverError: '服务器异常，请稍后再试',
  /** The database is briefly out of reach (CODES.serviceBusy). */
  serviceBusy: '服务繁忙，请稍后重试',
  siteMaintenance: '网站维护中',
  /** An operator reset the login password (a one-time password): the member changes it before anything else (CODES.passwordMustChange). */
  passwordMustChange: '登录密码已被重置，请先修改登录密码',
  /** The forced password change's notice: the old password asked is the one customer service gave. */
  passwordResetByService: '您的登录密码已由客服重置。为了账户安全，请先修改登录密码：旧密码填写客服告知的密码。',
  payWayUnknown: '请选择存款方式',
  channelClosed: '该存款通道维护中，请选择其他方式',
  depositNotFound: '存款订单不存在',
  withdrawSubmitted: '提交成功，等待后台审核',
  cardAlreadyBound: '该账户已绑定',
  /** A card number or address on the operators' blacklist (issue #30 item 5): nothing is bound. */
  cardBlacklisted: '该卡号或地址存在风险，无法绑定，请更换其他账户或联系客服',
  reviewDone: '该订单已审核',
  applicationReviewed: '该申请已审核',
  messageEmpty: '请填写消息标题和内容',
  redpacketNotStarted: '红包活动尚未开始，每日10:00-12:00开抢',
  redpacketEnded: '今日红包活动已结束，明天10:00再来',
  redpacketWon: '恭喜您抢到红包',
  tooManyPayPasswordAttempts: '支付密码错误次数过多，请15分钟后再试',
  tooManyPasswordAttempts: '密码错误次数过多，请15分钟后再试',
  // security edges
  // Free text fields by what they hold (issue #13): markup or unusual characters are refused with these
  depositorNameFormat: '存款人姓名格式不正确',
  depositBankFormat: '银行类型格式不正确',
  depositCardFormat: '请输入正确的银行卡号',
  depositBankAddressFormat: '银行开户行地址格式不正确',
  bindNameFormat: '姓名格式不正确',
  bindBankFormat: '银行名称格式不正确',
  bindBranchFormat: '开户行地址格式不正确',
  applyReasonFormat: '申请理由不能包含特殊字符',

  /** A transfer into a platform the operators hid; its balance can still be moved out. */
  platformHidden: '该游戏平台已停用，只能将余额转出',
  /** A transfer with a seamless-wallet platform (its games bet from the main wallet): nothing is ever moved there. */
  platformSeamless: '该游戏平台直接使用中心钱包余额，无需转账',
  /** A transfer-wallet platform did not answer in time: the amount stays held until its outcome is known. */
  platformTransferPending: '转账结果确认中，金额已冻结，确认后自动到账或退回',
  /** A transfer-wallet platform refused the transfer: the held amount is back where it was. */
  platformTransferRefused: '游戏平台未受理本次转账，金额已退回',
  /** 一键回收: a transfer-wallet platform's balance, after its bets were pulled, is not what our ledger holds there (or it did not answer): nothing is asked of it. */
  platformBalanceUnsettled: '游戏平台余额正在核对，暂未回收该平台余额，请稍后再试',
} as const;

/** "请输入金额在{min}-{max}之间！" with the channel's range in yuan. */
export function depositRangeMessage(minYuan: number | string, maxYuan: number | string): string {
  return MSG.depositRange.replace('{min}', String(minYuan)).replace('{max}', String(maxYuan));
}
