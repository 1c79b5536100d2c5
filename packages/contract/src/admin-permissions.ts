import { ADMIN_ROLES, type AdminRole } from './admin-roles';
import type { ROUTES, RouteName } from './routes';

/** The names of the operator calls (those under /admin/api). */
export type AdminRouteName = { [K in RouteName]: (typeof ROUTES)[K] extends { admin: true } ? K : never }[RouteName];

/**
 * Who may make each operator call, enforced by the server on every call (HTTP 403 otherwise). A Record
 * over every admin call, so a new call does not compile until it is given its roles here.
 * - owner: everything, and alone the operators and the audit log;
 * - finance: deposits, withdrawals, adjustments and promotion bonuses (credits within CREDIT_LIMIT_FEN, a second
 *   operator's approval above the site's two-operator amount), the ledger check, reports, and the lists;
 * - support: members' state, inbox messages, promotion and agent applications (without a bonus), and the lists; no money;
 * - content: the site's content (banners, notices, promotions, articles, games), whose calls are to come.
 * The site's switches (maintenance and its tip, red packets) are settings, the owner's: a maintenance
 * switch closes the site to every player. Every role may read them (adminSettings).
 */
export const ADMIN_PERMISSIONS: Record<AdminRouteName, readonly AdminRole[]> = {
  adminLogin: ADMIN_ROLES,
  adminLogout: ADMIN_ROLES,
  adminLogoutAll: ADMIN_ROLES,
  adminMe: ADMIN_ROLES,
  // An operator's own password and recovery codes: every role, each for themselves only.
  adminChangeOwnPassword: ADMIN_ROLES,
  adminRecoveryCodes: ADMIN_ROLES,
  adminRegenerateRecoveryCodes: ADMIN_ROLES,
  // Each queue's part is answered only to a role that may approve in it (null otherwise).
  adminLiveQueues: ADMIN_ROLES,
  adminDeposits: ['owner', 'finance', 'support'],
  // Each list's CSV download: the roles of the list, no more (an operator who may not read it may not export it).
  adminDepositsCsv: ['owner', 'finance', 'support'],
  adminApproveDeposit: ['owner', 'finance'],
  adminRejectDeposit: ['owner', 'finance'],
  adminWithdrawals: ['owner', 'finance', 'support'],
  adminWithdrawalsCsv: ['owner', 'finance', 'support'],
  adminApproveWithdrawal: ['owner', 'finance'],
  adminRejectWithdrawal: ['owner', 'finance'],
  adminAdjust: ['owner', 'finance'],
  adminCreditRequests: ['owner', 'finance'],
  adminApproveCredit: ['owner', 'finance'],
  adminRejectCredit: ['owner', 'finance'],
  adminLedgerCheck: ['owner', 'finance'],
  adminPlatformTransfers: ['owner', 'finance'],
  adminResolvePlatformTransfer: ['owner', 'finance'],
  adminMemberState: ['owner', 'support'],
  adminMessage: ['owner', 'support'],
  adminApplications: ['owner', 'finance', 'support'],
  adminApproveApplication: ['owner', 'finance', 'support'],
  adminRejectApplication: ['owner', 'support'],
  adminAgents: ['owner', 'support'],
  adminApproveAgent: ['owner', 'support'],
  adminRejectAgent: ['owner', 'support'],
  adminSite: ['owner'],
  adminRedpacket: ['owner'],
  adminSettings: ADMIN_ROLES,
  adminAuditLog: ['owner'],
  adminAuditLogCsv: ['owner'],
  adminOperators: ['owner'],
  adminCreateOperator: ['owner'],
  adminSetOperatorRole: ['owner'],
  adminDisableOperator: ['owner'],
  adminEnableOperator: ['owner'],
  adminResetOperatorTotp: ['owner'],
  adminBanners: ['owner', 'content'],
  adminSaveBanner: ['owner', 'content'],
  adminDeleteBanner: ['owner', 'content'],
  adminMembers: ['owner', 'support', 'finance'],
  adminMembersCsv: ['owner', 'support', 'finance'],
  adminMember: ['owner', 'support', 'finance'],
  adminMemberLedger: ['owner', 'support', 'finance'],
  adminMemberLedgerCsv: ['owner', 'support', 'finance'],
  adminEndMemberSessions: ['owner', 'support'],
  adminResetMemberPassword: ['owner', 'support', 'finance'],
  adminDashboard: ['owner', 'finance'],
  adminDailyReport: ['owner', 'finance'],
  adminDailyReportCsv: ['owner', 'finance'],
  adminPlatformReconcile: ['owner', 'finance'],
  adminGatewayReconcile: ['owner', 'finance'],
  adminSiteLinks: ['owner'],
  adminSaveSiteLinks: ['owner'],
  adminSiteTheme: ['owner'],
  adminSaveSiteTheme: ['owner'],
  adminUsdtRates: ['owner', 'finance'],
  adminSaveUsdtRates: ['owner', 'finance'],
  adminPayChannels: ['owner', 'finance'],
  // Payment gateways: finance reads them and settles what they sent; connecting one (its keys move real money) is the owner's.
  adminGatewayConnections: ['owner', 'finance'],
  adminConnectGateway: ['owner'],
  adminDisconnectGateway: ['owner'],
  adminGatewayNotifications: ['owner', 'finance'],
  adminResolveGatewayNotification: ['owner', 'finance'],
  adminQueryGatewayOrder: ['owner', 'finance'],
  adminPayoutWithdrawal: ['owner', 'finance'],
  adminWithdrawalPayouts: ['owner', 'finance'],
  adminSettleFailedPayout: ['owner', 'finance'],
  adminResolvePayout: ['owner', 'finance'],
  adminSavePayChannel: ['owner', 'finance'],
  adminSecondReview: ['owner'],
  adminSaveSecondReview: ['owner'],
  adminAnnouncements: ['owner', 'content'],
  adminSaveAnnouncement: ['owner', 'content'],
  adminDeleteAnnouncement: ['owner', 'content'],
  adminPopup: ['owner', 'content'],
  adminSavePopup: ['owner', 'content'],
  adminPromotions: ['owner', 'content'],
  adminSavePromotion: ['owner', 'content'],
  adminDeletePromotion: ['owner', 'content'],
  adminPromotionTypes: ['owner', 'content'],
  adminSavePromotionType: ['owner', 'content'],
  adminArticles: ['owner', 'content'],
  adminSaveArticle: ['owner', 'content'],
  adminDeleteArticle: ['owner', 'content'],
  adminPlatforms: ['owner', 'content'],
  adminSavePlatform: ['owner', 'content'],
  adminGames: ['owner', 'content'],
  adminSaveGame: ['owner', 'content'],
  adminSlotGames: ['owner', 'content'],
  adminSaveSlotGame: ['owner', 'content'],
  // Platform connections (issue #31): keys and protocols are the owner's; the callback log is read for a member's dispute as the member's records are.
  adminPlatformConnections: ['owner'],
  adminConnectPlatform: ['owner'],
  adminDisconnectPlatform: ['owner'],
  adminPlatformCallbacks: ['owner', 'finance', 'support'],
  adminMovePayChannel: ['owner', 'finance'],
  adminReceivingAccounts: ['owner', 'finance'],
  adminSaveReceivingAccount: ['owner', 'finance'],
  adminVipTiers: ['owner', 'finance', 'support'],
  adminSaveVipTier: ['owner', 'finance'],
  adminRedpacketRules: ['owner'],
  adminSaveRedpacketRule: ['owner'],
  adminTurnoverMultiple: ['owner'],
  adminSaveTurnoverMultiple: ['owner'],
  adminUpload: ['owner', 'content', 'finance'],
  adminMessageTiers: ['owner', 'support'],
  adminMessageTier: ['owner', 'support'],
  adminSentMessages: ['owner', 'support'],
  adminDepositActivity: ['owner', 'finance', 'support'],
  adminWithdrawalActivity: ['owner', 'finance', 'support'],
  adminBulkReviewDeposits: ['owner', 'finance'],
  adminBulkReviewWithdrawals: ['owner', 'finance'],
  adminMemberRecords: ['owner', 'support', 'finance'],
  adminSetMemberVip: ['owner', 'finance'],
  // A member's notes and tags (issue #30 item 5): whoever reads the member writes them; a note is deleted by its author or an owner (checked by the server).
  adminAddMemberNote: ['owner', 'support', 'finance'],
  adminDeleteMemberNote: ['owner', 'support', 'finance'],
  adminSetMemberTags: ['owner', 'support', 'finance'],
  // The blacklist of card numbers and addresses: finance keeps it, support reads it.
  adminBlacklist: ['owner', 'finance', 'support'],
  adminAddBlacklist: ['owner', 'finance'],
  adminRemoveBlacklist: ['owner', 'finance'],
};

export function isAdminRouteName(name: string): name is AdminRouteName {
  return Object.hasOwn(ADMIN_PERMISSIONS, name);
}

/** May an operator of `role` make the call? */
export function roleMayCall(role: AdminRole, call: AdminRouteName): boolean {
  return ADMIN_PERMISSIONS[call].includes(role);
}

/**
 * Which member password a role may reset (adminResetMemberPassword): the pay password guards money and is
 * finance's, the login password support's, so neither alone can take an account over and withdraw from it.
 */
export const PASSWORD_RESETS: Record<'login' | 'pay', readonly AdminRole[]> = { login: ['owner', 'support'], pay: ['owner', 'finance'] };
