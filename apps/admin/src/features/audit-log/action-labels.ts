import type { AdminRouteName } from '@casino/contract/admin-permissions';

/**
 * Every operator call, by the label the audit log shows for it (its action is the call's route name), or
 * null for a call that changes nothing and writes no row. A Record over the calls: a new call does not
 * compile until it says which. The filter's Select lists the labelled ones in this order. Command-line
 * entries keep their command as action.
 */
export const ACTION_LABELS: Readonly<Record<AdminRouteName, string | null>> = {
  adminLogin: '登录',
  adminLogout: '退出登录',
  adminLogoutAll: '退出所有设备',
  adminApproveDeposit: '通过充值',
  adminRejectDeposit: '拒绝充值',
  adminApproveWithdrawal: '通过提现',
  adminRejectWithdrawal: '拒绝提现',
  adminAdjust: '调整余额',
  adminMemberState: '修改会员状态',
  adminEndMemberSessions: '结束会员会话',
  adminResetMemberPassword: '重置会员密码',
  adminMessage: '发送站内信',
  adminApproveApplication: '通过活动申请',
  adminRejectApplication: '拒绝活动申请',
  adminApproveAgent: '通过代理申请',
  adminRejectAgent: '拒绝代理申请',
  adminSite: '站点维护设置',
  adminRedpacket: '红包开关',
  adminSaveSiteLinks: '修改站点信息',
  adminSaveSecondReview: '修改复审金额',
  adminSavePayChannel: '修改充值通道',
  adminSaveUsdtRates: '修改USDT汇率',
  adminMovePayChannel: '调整充值通道顺序',
  adminSaveReceivingAccount: '保存收款账户',
  adminSaveBanner: '保存横幅',
  adminDeleteBanner: '删除横幅',
  adminSaveAnnouncement: '保存公告',
  adminDeleteAnnouncement: '删除公告',
  adminSavePopup: '保存弹窗公告',
  adminSavePromotion: '保存优惠活动',
  adminDeletePromotion: '删除优惠活动',
  adminSavePromotionType: '保存活动类型',
  adminSaveArticle: '保存文章',
  adminDeleteArticle: '删除文章',
  adminSavePlatform: '修改游戏平台',
  adminSaveGame: '修改游戏',
  adminSaveSlotGame: '修改电子游戏',
  adminCreateOperator: '新建管理员',
  adminSetOperatorRole: '修改管理员角色',
  adminDisableOperator: '停用管理员',
  adminEnableOperator: '启用管理员',
  adminResetOperatorTotp: '重置动态验证码',
  adminMe: null,
  adminDeposits: null,
  adminWithdrawals: null,
  adminLedgerCheck: null,
  adminApplications: null,
  adminAgents: null,
  adminSettings: null,
  adminAuditLog: null,
  adminOperators: null,
  adminBanners: null,
  adminMembers: null,
  adminMember: null,
  adminMemberLedger: null,
  adminDashboard: null,
  adminDailyReport: null,
  adminDailyReportCsv: null,
  adminSiteLinks: null,
  adminUsdtRates: null,
  adminPayChannels: null,
  adminReceivingAccounts: null,
  adminSecondReview: null,
  adminAnnouncements: null,
  adminPopup: null,
  adminPromotions: null,
  adminPromotionTypes: null,
  adminArticles: null,
  adminPlatforms: null,
  adminGames: null,
  adminSlotGames: null,
};

export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).flatMap(([value, label]) => (label === null ? [] : [{ value, label }]));

/** The label of an action, or the action itself (a command-line command). */
export function actionLabel(action: string): string {
  return (Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as AdminRouteName] : null) ?? action;
}
