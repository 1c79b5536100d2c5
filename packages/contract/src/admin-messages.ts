/**
 * The operator console's messages (sign-in, roles, queues, settings, credits), apart from the players' MSG so
 * that none of them is shipped in the player app's bundle. Written once here, used by the server and the console.
 */
export const ADMIN_MSG = {
  adminCreditForbidden: '您的角色不能为会员加款或发放奖金',
  adminCreditOverLimit: '单笔加款超出您的角色上限',
  /** Issue #41: an operator's credits over a rolling 24 hours stay within the role's limit (followed by the limit and what was used). */
  adminCreditOverDailyLimit: '24小时内累计加款超出您的角色上限',
  adminCreditAwaitingSecond: '已提交加款，金额超过复核金额，需另一名管理员复核后入账',
  adminCreditSecondReviewer: '大额加款需由另一名管理员复核',
  adminCreditNotFound: '加款申请不存在',
  /** Payment gateways (issue #32). */
  adminGatewayNotificationNotFound: '该通知不存在',
  adminGatewayNotificationSettled: '该通知无需审核或已处理，不能再处理',
  adminGatewayNotificationNoOrder: '该通知没有对应的会员订单，不能补入账，只能忽略',
  adminGatewayPaymentCredited: '该笔网关付款已入账，不能重复入账',
  /** Issue #41: a payment of another amount than its order's is credited at the amount finance chooses. */
  adminGatewayCreditAmountUnchosen: '实付金额与订单金额不一致，请选择按订单金额还是实付金额入账',
  adminGatewayOrderNotFound: '该订单不存在或不是网关订单',
  adminGatewayNotConnected: '该通道未连接支付网关',
  adminPayoutNotFound: '该提现不存在',
  adminPayoutNotConnected: '该通道未连接支付网关，不能代付',
  adminPayoutNoKeys: '该通道未配置代付密钥（我方RSA私钥与网关公钥），不能代付，请人工出款',
  adminPayoutNotYuan: 'USDT提现不能通过网关代付，只有人民币提现（银行卡或电子钱包）可以代付',
  adminPayoutWalletWithoutType: '{wallet}电子钱包没有对应的网关代付方式（网关只支持银行卡、支付宝、微信），请人工出款',
  adminPayoutNotFailed: '该提现的代付没有失败，不能退回或重新审核',
  adminPayoutReasonRequired: '请填写原因（200字以内）',
  adminPayoutReferenceRequired: '请填写网关单号（64字以内），核实网关已出款后再确认',
  adminPayoutSettled: '该代付已有结果，不能再人工确认',
  adminPayoutCalling: '正在向网关查询此代付，请稍后再试',
  adminGatewayOrderByHand: '网关订单由支付网关的通知入账，不能手动通过；请在支付通知中查询该订单',
  /** Transfer-wallet platforms' transfers whose outcome is unknown (issue #31). */
  adminPlatformTransferNotFound: '该转账单不存在',
  adminPlatformTransferResolved: '该转账单已有结果，不能再处理',
  adminPlatformTransferCalling: '正在向游戏平台确认该转账单，请稍后再处理',
  adminPlatformTransferReason: '请填写处理原因（不超过200字）',
  adminPlatformTransferForbidden: '只有财务或所有者可以处理转账单',
  // Ours: the operator console (issue #12); SPEC.md has no operator screens and so no messages for them
  adminCodeRequired: '请输入动态验证码',
  adminCodeFormat: '动态验证码为6位数字，恢复码为xxxx-xxxx',
  /** One answer for a wrong name, password or code, so a guess learns nothing about which was wrong. */
  adminWrongCredentials: '账号、密码或动态验证码错误',
  adminTotpMissing: '该账号尚未绑定动态验证码，请联系所有者重置动态验证码',
  adminDisabled: '该管理员账号已被停用',
  adminForbidden: '您的角色无权执行此操作',
  adminNameFormat: '管理员账号为3-32位字母、数字、下划线、点或减号',
  adminNameTaken: '该管理员账号已存在',
  adminNotFound: '管理员不存在',
  adminLastOwner: '至少需要保留一名可用的所有者',
  // An operator's own password and recovery codes, and the console's address allow-list (issue #30 item 12)
  adminCurrentPasswordRequired: '请输入当前密码',
  adminNewPasswordRequired: '请输入新密码',
  adminConfirmPasswordRequired: '请再次输入新密码',
  adminNewPasswordRule: '新密码须为10-64位，且同时包含字母和数字',
  adminPasswordsDiffer: '两次输入的新密码不一致',
  adminNewPasswordSame: '新密码不能与当前密码相同',
  adminCurrentPasswordWrong: '当前密码错误',
  adminPasswordChanged: '密码已修改，您在其他设备上的登录已退出',
  adminRecoveryCodesIssued: '新的恢复码已生成，旧的恢复码已全部失效',
  /** ADMIN_ALLOWED_IPS is set and the client's address is not in it: {ip} is the address the server saw. */
  adminAddressRefused: '您当前的网络地址（{ip}）不在运营后台允许访问的范围内，请在允许的网络中使用，或联系技术人员',
  adminDateRange: '请输入正确的日期范围',
  /** A one-character member search, which would match most members: refused, and the console says so instead of sending it. */
  adminMemberSearchShort: '请至少输入2个字再搜索',
  adminMemberRequired: '请输入会员账号',
  adminAdjustMemoRequired: '请填写调整原因',
  adminMessageTitleRequired: '请输入消息标题',
  adminMessageContentRequired: '请输入消息内容',
  /** An image address of the console's forms (banners, games): a site path or an http(s) address. */
  adminImageAddress: '请输入图片地址：站内路径（/开头）或 http(s) 地址',
  adminBannerLink: '跳转链接须为站内路径（/开头）或 http(s) 地址',
  adminBannerBackground: '背景色须为 #RGB 或 #RRGGBB',
  /** The order of a row the console sorts (banners, notices, games, receiving accounts). */
  adminSortRange: '排序须为0-9999的整数',
  adminBannerNotFound: '横幅不存在',
  // member detail
  adminMemberPasswordOnce: '新密码只显示这一次，请转告会员：',
  /** Under a new login password: it is a one-time password (CODES.passwordMustChange). */
  adminMemberPasswordMustChange: '这是一次性密码：会员用它登录后须先修改登录密码，才能使用其他功能。',
  adminReportRange: '报表的日期范围须在366天之内，且开始日期不晚于结束日期',
  /** Platform reconciliation (issue #31). */
  adminReconcileDay: '请选择要对账的日期（格式YYYY-MM-DD）',
  adminReconcileNotConnected: '该平台未接入，取不到平台方的对账数据',
  adminReconcileFetchFailed: '取不到平台方的对账数据',
  /** A Hub88 connection (API URL, operator_id, sub_partner_id) whose report lists a transaction of a game none of its platforms has (issue #41). */
  adminReconcileWholeConnection: '平台方报表按游戏拆分到各平台，但有{count}笔交易的游戏不属于该接入的任何平台（如{games}），无法拆分：{platforms}按整个接入对账',
  /** A transfer-wallet platform's transfers: Hub88's TransferWallet API has deposit, withdraw and balance, no list (issue #41). */
  adminReconcileNoTransferList: 'Hub88转账钱包接口只有转入、转出与余额查询，没有转账清单：转入、转出只列我方已确认的数字，不能与平台方逐日核对；余额为当前各会员在平台方的余额之和，与我方账上该平台钱包对比（有待确认的转账时可能暂有差异）',
  /** The balance line of a transfer-wallet platform on a day that is not today: a balance can only be asked as it is now. */
  adminReconcileBalanceToday: '余额只能查询当前值，只在对账今天时核对',
  adminReportExportFailed: '导出失败，请稍后重试',
  /** A list's CSV download of more rows than the export cap (adminExportTooLarge says how many). */
  adminExportTooLarge: '导出的记录超过{cap}条，请缩小筛选范围（如日期、状态、会员）后再导出',
  adminSiteTitle: '请输入站点名称（最多50字）',
  adminSiteAddress: '地址须为站内路径（/开头）或 http(s) 地址',
  adminThemeMode: '请选择深色或浅色主题',
  adminThemeColour: '颜色须为 #rrggbb 格式（如 #d4a53c）',
  adminThemePrimaryText: '主色上的文字（白色或黑色）对比度不足4.5:1，请换一个更深或更浅的主色',
  adminThemePrimaryBackground: '主色与所选深浅模式的背景对比度不足4.5:1，文字和按钮会看不清，请调整主色',
  adminThemeAccentBackground: '强调色与所选深浅模式的背景对比度不足4.5:1，请调整强调色',
  adminUsdtRate: '汇率须为大于0的数字，最多4位小数',
  adminUsdtFee: '手续费须为不小于0的数字，最多4位小数',
  adminChannelName: '请输入通道名称（最多30字）',
  adminChannelRange: '请输入正确的金额范围：最低不大于最高，最多2位小数',
  adminChannelNotFound: '充值通道不存在',
  adminSecondReviewAmount: '请输入正确的复审金额：不小于0，最多2位小数',
  adminAnnouncementText: '请输入公告内容（不超过200字）',
  adminAnnouncementNotFound: '公告不存在',
  adminPopupContent: '开启弹窗公告时请填写内容（不超过20000字）',
  adminPromotionTitle: '请输入活动标题（不超过100字）',
  adminPromotionType: '请选择活动类型',
  adminPromotionBanner: '请输入活动图片地址：站内路径（/开头）或 http(s) 地址',
  adminPromotionContent: '活动内容不超过50000字',
  adminPromotionNotFound: '活动不存在',
  adminPromotionHasApplications: '该活动已有会员申请，不能删除，请改为隐藏',
  adminPromotionTypeName: '请输入类型名称（不超过20字）',
  adminPromotionTypeNotFound: '活动类型不存在',
  adminArticleType: '文章类型须为1-99的整数',
  adminArticleTitle: '请输入文章标题（不超过100字）',
  adminArticleContent: '请输入文章内容（不超过50000字）',
  adminArticleNotFound: '文章不存在',
  /** The console could not reach the server, or had no answer in time. */
  adminNetworkError: '网络异常，请检查网络后重试',
  adminTimeout: '请求超时，请稍后重试',
  adminCallFailed: '操作失败，请稍后重试',
  adminPlatformName: '请输入平台名称（不超过20字）',
  adminGameName: '请输入游戏名称（不超过30字）',
  adminGameNotFound: '游戏不存在',
  adminChannelMoveEdge: '该通道已在最前或最后',
  adminAccountChannel: '请选择充值通道',
  adminAccountBankName: '请输入收款银行名称',
  adminAccountBankNo: '请输入正确的收款卡号：8-19位数字',
  adminAccountOwner: '请输入收款人姓名',
  adminAccountBranch: '请输入开户行地址',
  adminAccountImage: '请输入收款码图片地址：站内路径（/开头）或 http(s) 地址',
  adminAccountContent: '请输入付款说明（不超过500字）',
  adminAccountAddress: '收款账号或地址只能是字母、数字和 _ . @ -（不超过128位）',
  adminAccountNotFound: '收款账户不存在',
  adminVipTierName: '等级名称不超过20字，且须以VIP加本等级编号结尾，如 黄金VIP3',
  adminVipTierThreshold: '请输入正确的晋级条件：累计存款和累计投注不小于0，最多2位小数',
  adminVipTierOrder: '晋级条件须随等级递增：不低于上一等级，不高于下一等级',
  adminVipTierRate: '返水比例须在0-3%之间，最多2位小数',
  adminVipTierBaseOn: '最低等级是新会员的等级，不能停用',
  adminVipTierNotFound: 'VIP等级不存在',
  adminRedpacketTime: '请输入正确的活动时间（YYYY-MM-DD HH:mm:ss），结束时间须晚于开始时间',
  adminRedpacketFlow: '请输入正确的存款范围：最低不大于最高，最多2位小数',
  adminRedpacketDraws: '抽奖次数须为1-99的整数',
  adminRedpacketPrize: '请输入正确的红包金额：最小大于0且不大于最大，最高10000元，最多2位小数',
  adminRedpacketRuleNotFound: '红包规则不存在',
  adminTurnoverMultiple: '打码倍数须在0-100之间，最多2位小数',
  adminImageType: '图片须为PNG、JPEG、WebP或GIF格式',
  adminImageTooLarge: '图片不能超过2MB',
  adminTooManyUploads: '上传过于频繁，请1分钟后再试',
  adminMessageTierRequired: '请选择VIP等级',
  adminMessageTierEmpty: '该VIP等级暂无会员',
  /** The review queues' filters and bulk review. */
  adminQueueAmountRange: '请输入正确的金额范围：最多2位小数，最低不大于最高',
  adminReviewReason: '请填写拒绝原因（不超过200字）',
  adminBulkReviewRows: '请选择1-50条记录',
  /** A member's VIP tier set by an operator. */
  adminMemberVipReason: '请填写调整原因（不超过200字）',
  adminMemberVipDisabled: '该VIP等级已停用，不能设置',
  /** A member's notes and tags (issue #30 item 5). */
  adminNoteRequired: '请输入备注内容',
  adminNoteTooLong: '备注最多500个字',
  adminNoteNotFound: '备注不存在或已删除',
  adminNoteNotYours: '只能删除自己写的备注（所有者可删除任何备注）',
  adminTagsTooMany: '每个会员最多10个标签',
  adminTagTooLong: '每个标签最多12个字',
  /** The blacklist of card numbers and addresses (issue #30 item 5). */
  adminBlacklistNumberRequired: '请输入银行卡号或收款地址',
  adminBlacklistNumberFormat: '请输入正确的银行卡号（8-19位数字）或收款地址（字母、数字）',
  adminBlacklistReason: '请填写加入黑名单的原因（不超过200字）',
  adminBlacklistDuplicate: '该卡号或地址已在黑名单中',
  adminBlacklistNotFound: '该黑名单记录不存在或已移除',
  /** Game platforms' connections (issue #31). */
  adminPlatformUnknown: '该游戏平台不存在',
  adminPlatformNotConnected: '该平台尚未接入，无需断开',
  adminPlatformApiUrl: '请输入正确的API地址（http://或https://开头）',
  adminPlatformOperatorId: '请输入正确的运营商ID（正整数）',
  adminPlatformSubPartnerId: '请输入正确的子合作方ID（sub_partner_id：字母、数字、-或_，最多64位）；转账钱包必须填写',
  adminPlatformKeysRequired: '请粘贴或上传Hub88公钥和我方私钥（PEM格式）',
  adminPlatformHub88Key: 'Hub88公钥不是有效的PEM公钥',
  adminPlatformHub88KeyPrivate: 'Hub88公钥处填写的是私钥，请填写Hub88提供的公钥',
  adminPlatformPrivateKey: '我方私钥不是有效的PEM私钥',
  adminPlatformKeysRsa: 'Hub88使用RSA签名，两把密钥都必须是RSA密钥',
  /** Deposit channels' gateway connections (issue #32). */
  adminGatewayApiUrl: '请输入正确的网关API地址（http://或https://开头，不带?和#）',
  adminGatewayPayUrl: '请输入正确的跳转地址（http://或https://开头，不带?和#）',
  adminGatewayPid: '请输入正确的商户号（pid，数字）',
  adminGatewayKey: '请输入正确的商户密钥（8至128位字母或数字）',
  adminGatewayPayType: '支付方式请填写网关的type代码，如alipay、wxpay（小写字母、数字或_）',
  adminGatewayAllowedIps: '回调白名单IP中有无效的IP地址',
  adminPlatformAllowedIps: '回调白名单中有无效的IP地址或网段',
  adminGatewayRsaKeys: 'RSA签名需填写商户私钥和网关公钥',
  adminGatewayPayoutKeys: '代付需同时填写商户私钥和网关公钥，不代付则都不填',
  adminGatewayPrivateKey: '商户私钥不是有效的PEM私钥',
  adminGatewayPublicKeyPrivate: '网关公钥处填写的是私钥，请填写网关提供的公钥',
  adminGatewayPublicKey: '网关公钥不是有效的PEM公钥',
  adminGatewayKeysRsa: '易支付V2使用RSA签名，两把密钥都必须是RSA密钥',
} as const;

/** The refusal of an export above `cap` rows, the cap written with thousands separators. */
export function exportTooLargeMessage(cap: number): string {
  return ADMIN_MSG.adminExportTooLarge.replace('{cap}', cap.toLocaleString('en-US'));
}

/** The refusal of a console call from an address outside ADMIN_ALLOWED_IPS, naming the address the server saw. */
export function addressRefusedMessage(ip: string): string {
  return ADMIN_MSG.adminAddressRefused.replace('{ip}', ip);
}

/** The refusal of a payout to an e-wallet the gateway has no payout type for, naming the wallet. */
export function payoutWalletWithoutTypeMessage(wallet: string): string {
  return ADMIN_MSG.adminPayoutWalletWithoutType.replace('{wallet}', wallet);
}
