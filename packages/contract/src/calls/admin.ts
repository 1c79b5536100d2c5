/** Until the console imports each call from its area: a temporary re-export. */
export { adminLogin, adminLogout, adminLogoutAll, adminMe, adminAuditLog, adminOperators, adminCreateOperator, adminSetOperatorRole, adminDisableOperator, adminEnableOperator, adminResetOperatorTotp } from './operators';
export { adminDeposits, adminApproveDeposit, adminRejectDeposit, adminPayChannels, adminSavePayChannel, adminMovePayChannel, adminReceivingAccounts, adminSaveReceivingAccount, adminDepositActivity, adminBulkReviewDeposits } from './deposit';
export { adminWithdrawals, adminApproveWithdrawal, adminRejectWithdrawal, adminSecondReview, adminSaveSecondReview, adminWithdrawalActivity, adminBulkReviewWithdrawals } from './withdraw';
export type { AdjustmentKind } from './wallet';
export { ADJUSTMENT_KINDS, adminAdjust, adminCreditRequests, adminApproveCredit, adminRejectCredit, adminLedgerCheck, adminTurnoverMultiple, adminSaveTurnoverMultiple } from './wallet';
export { adminMemberState, adminMembers, adminMember, adminMemberLedger, adminEndMemberSessions, adminResetMemberPassword, MEMBER_RECORD_KINDS, adminMemberRecords } from './account';
export { adminVipTiers, adminSaveVipTier, adminSetMemberVip } from './vip';
export { adminSite, adminSettings, adminSiteLinks, adminSaveSiteLinks, adminUsdtRates, adminSaveUsdtRates, adminBanners, adminSaveBanner, adminDeleteBanner, adminAnnouncements, adminSaveAnnouncement, adminDeleteAnnouncement, adminPopup, adminSavePopup } from './site';
export { adminRedpacket, adminRedpacketRules, adminSaveRedpacketRule } from './redpacket';
export { adminApplications, adminApproveApplication, adminRejectApplication, adminPromotions, adminSavePromotion, adminDeletePromotion, adminPromotionTypes, adminSavePromotionType } from './promotions';
export { adminAgents, adminApproveAgent, adminRejectAgent } from './agent';
export { adminMessage, adminMessageTiers, adminMessageTier } from './inbox';
export { adminDashboard, adminDailyReport, adminDailyReportCsv } from './reports';
export { adminArticles, adminSaveArticle, adminDeleteArticle } from './articles';
export { adminPlatforms, adminSavePlatform, adminGames, adminSaveGame, adminSlotGames, adminSaveSlotGame } from './games';
export { adminUpload } from './uploads';
