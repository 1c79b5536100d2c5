/**
 * Messages only the server writes: HTTP-level refusals, the ledger's ceiling, the demo slot, the notes of a review.
 * The player app shows them as the server answers and never names them, so they are kept apart from MSG, which the
 * home route's first load carries (its bundle budget: e2e/bundle-budget.e2e.ts). Written once, here.
 */
export const SERVER_MSG = {
  invalidJson: '请求内容不是有效的JSON',
  bodyTooLarge: '请求内容过大',
  idempotencyMismatch: '重复提交的请求与原请求不一致',
  /** An operation that would take a balance past the ledger's ceiling (2^53 / 1,000 fen): refused whole. */
  balanceCeiling: '金额超出账户余额上限，操作未执行',
  /** A request that reached a server instance while it shuts down: nothing ran, it may be sent again. */
  serverRestarting: '服务器正在重启，请稍后再试',
  /** A bank card's holder is the member's real name (issue #41 item 2): another name binds nothing. */
  bindHolderNotMember: '持卡人姓名须与账户真实姓名一致，请绑定本人银行卡',
  /** Four-eyes (issue #12): a large withdrawal's first approval, and the same operator approving it again. */
  withdrawalFirstApproval: '已记录第一次审批，该笔大额提现需另一名管理员复核后出款',
  withdrawalSecondReviewer: '大额提现需由另一名管理员复核',
  /** The inbox message of a refused agent application: its title, and its text when no reason was given. */
  agentRefusedTitle: '代理申请未通过',
  agentRefused: '您的代理申请未通过审核。',
  messageRecipientUnknown: '收件会员不存在',
  uploadMalformed: '上传内容不完整，请重新选择图片',
  uploadOnlyOneFile: '每次只能上传一张图片，不能附带其他内容',
  uploadConflict: '头像已被另一次上传更新，请刷新后查看',
  tooManyUploads: '上传过于频繁，请10分钟后再试',
  methodNotAllowed: '请求方式不正确',
  /** A request whose headers or body did not arrive in time: nothing of it ran. */
  requestTimeout: '请求超时，请检查网络后重试',
  /** The demo slot's game session is over: it expired, or what ended the member's sessions ended it (a log-off, a password change, a block). */
  gameSessionOver: '游戏已过期，请返回重新进入',
} as const;
