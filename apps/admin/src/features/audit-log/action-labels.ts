import type { AdminRouteName } from '@casino/contract/admin-permissions';

/**
 * The operator calls the server writes to the audit log (its action is the call's route name), as the
 * log shows them; in the order of the filter's Select. Command-line entries keep their command as action.
 */
export const ACTION_LABELS = {
  adminApproveDeposit: '通过充值',
  adminRejectDeposit: '拒绝充值',
  adminApproveWithdrawal: '通过提现',
  adminRejectWithdrawal: '拒绝提现',
  adminAdjust: '调整余额',
  adminMemberState: '修改会员状态',
  adminMessage: '发送站内信',
  adminApproveApplication: '通过活动申请',
  adminRejectApplication: '拒绝活动申请',
  adminApproveAgent: '通过代理申请',
  adminRejectAgent: '拒绝代理申请',
  adminSite: '站点维护设置',
  adminRedpacket: '红包开关',
  adminCreateOperator: '新建管理员',
  adminSetOperatorRole: '修改管理员角色',
  adminDisableOperator: '停用管理员',
  adminEnableOperator: '启用管理员',
  adminResetOperatorTotp: '重置动态验证码',
  adminEndMemberSessions: '结束会员会话',
  adminResetMemberPassword: '重置会员密码',
  adminBulkReviewDeposits: '批量审核充值',
  adminBulkReviewWithdrawals: '批量审核提现',
} as const satisfies Partial<Record<AdminRouteName, string>>;

export const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** The label of an action, or the action itself (a command-line command, or a call not labelled here). */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action as keyof typeof ACTION_LABELS] : action;
}
