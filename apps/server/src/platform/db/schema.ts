import type { Generated } from 'kysely';

/** Times are integer milliseconds since the epoch everywhere in the database; amounts integer fen. */
export type Millis = number;

export interface SiteTable {
  id: number;
  title: string;
  site_logo: string;
  site_state: number;
  repair_tips: string;
  redpacket_switch: number;
  index_modal: number;
  webcontent: string;
  app_state: number;
  ios_download_url: string;
  service_url: string;
  agent_login_url: string;
  visit_url: string;
  /** A withdrawal above this amount is paid out only after a second operator approves it. */
  second_review_fen: Generated<number>;
  /** Yuan per USDT, decimal text (up to 4 decimals). */
  usdt_rate: Generated<string>;
  withdraw_usdt_rate: Generated<string>;
  /** Withdrawal fees in USDT, decimal text. */
  withdraw_fee_erc20: Generated<string>;
  withdraw_fee_trc20: Generated<string>;
  /** The home page's floating promotion image; '' shows none. */
  float_image: Generated<string>;
  /** The promotion the floating image opens; NULL opens the promotions list. */
  float_activity_id: number | null;
  /** Settled bets needed before a withdrawal, in percent of the deposits since the last one (150 is 1.5×); 0 turns the rule off. */
  turnover_percent: Generated<number>;
  /** The turnover multiples, in percent, of a red packet's prize, of a claimed rebate and of a bonus adjustment. */
  redpacket_turnover_percent: Generated<number>;
  rebate_turnover_percent: Generated<number>;
  adjustment_turnover_percent: Generated<number>;
  /** The player app's brand theme: 'dark' or 'light', and two #rrggbb colours (checkSiteTheme). */
  theme_mode: Generated<string>;
  theme_primary: Generated<string>;
  theme_accent: Generated<string>;
  updated_at: Millis;
}

export interface VipTierTable {
  id: number;
  vipname: string;
  status: number;
  flow_fen: number;
  recharge_fen: number;
  realperson_bp: number;
  electron_bp: number;
  joker_bp: number;
  sport_bp: number;
  lottery_bp: number;
  e_sport_bp: number;
}

export interface MemberTable {
  id: Generated<number>;
  username: string;
  /** Lower-case username: names are unique whatever their case. */
  username_key: string;
  password_hash: string;
  pay_password_hash: string;
  realname: string;
  mobile: Generated<string>;
  email: Generated<string>;
  birthday: Generated<string>;
  avatar: Generated<string>;
  isblack: Generated<number>;
  status: Generated<number>;
  vip: Generated<number>;
  isagent: Generated<number>;
  transferstatus: Generated<number>;
  referrer_id: number | null;
  created_at: Millis;
  last_login_at: Millis | null;
  last_login_ip: string | null;
  /** When an operator last reset the member's login or pay password. */
  password_reset_at: Millis | null;
  /** 1 while the login password is one an operator reset and the member has not changed yet. */
  password_must_change: Generated<number>;
}

export interface SessionTable {
  /** SHA-256 of the token, hex. The token itself is never stored. */
  token_hash: string;
  member_id: number;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  /** Set with revoked_at: see SessionEnd. */
  revoked_reason: string | null;
}

export interface CaptchaTable {
  id: string;
  /** The answer, lower-case. */
  answer: string;
  expires_at: Millis;
}

export interface RateLimitTable {
  key: string;
  window_start: Millis;
  hits: number;
}

export interface BannerTable {
  id: Generated<number>;
  src: string;
  url: string;
  background: string;
  sort: number;
  /** 1: kept for the console, not shown to players. */
  hidden: Generated<number>;
}

export interface AnnouncementTable {
  id: Generated<number>;
  text: string;
  sort: number;
}

export interface ActivityTypeTable {
  id: number;
  name: string;
  sort: number;
}

export interface ActivityTable {
  id: Generated<number>;
  type: number;
  title: string;
  banner: string;
  content: string;
  can_apply: number;
  state: number;
  sort: number;
  /** The turnover multiple of its bonus, in percent (1500 is 15×). */
  turnover_percent: Generated<number>;
  created_at: Millis;
}

export interface ActivityApplyTable {
  id: Generated<number>;
  member_id: number;
  activity_id: number;
  amount_fen: number | null;
  /** 1 pending, 2 approved, 3 refused. */
  state: number;
  created_at: Millis;
  reviewed_at: Millis | null;
  reviewed_by: string | null;
  /** Why an operator refused it (migration 0023); '' otherwise. */
  review_reason: Generated<string>;
}

export interface InboxMessageTable {
  id: Generated<number>;
  /** NULL: to every member. */
  member_id: number | null;
  title: string;
  content: string;
  created_at: Millis;
}

/** One operator's send to members' inboxes (migration 0027): what the console lists as sent, with its recipients. */
export interface InboxSendTable {
  id: Generated<number>;
  title: string;
  audience: 'member' | 'all' | 'tier';
  /** The member's username or the tier's name as it was; '' for all. */
  recipient: string;
  /** How many members it reached; null for all. */
  recipients: number | null;
  sent_by: string;
  created_at: Millis;
}

/** A member's opening of an inbox message (migration 0034), a message to every member included. */
export interface InboxReadTable {
  member_id: number;
  message_id: number;
  read_at: Millis;
}

export interface ArticleTable {
  type: number;
  title: string;
  content: string;
}

export interface PlatformTable {
  code: string;
  name: string;
  state: number;
  sort: number;
  /** The lobby's card image: an uploaded image or an address; '' for none (the card shows the name alone). */
  logo: Generated<string>;
}

/** A game a member launched, its last launch (the lobby's 最近玩过). */
export interface RecentGameTable {
  member_id: number;
  platform: string;
  game_code: string;
  category_id: string;
  played_at: Millis;
}

export interface GameTable {
  id: Generated<number>;
  category_id: string;
  platform_name: string;
  game_code: string;
  name: string;
  app_state: number;
  app_img: string;
  hot: number;
  sort: number;
}

export interface SlotGameTable {
  id: Generated<number>;
  catecode: string;
  gamecode: string;
  gamename: string;
  gamepic: string;
  sort: number;
  /** 1: left out of the provider's list on the players' side. */
  hidden: Generated<number>;
}

export interface AgentApplyTable {
  id: Generated<number>;
  member_id: number;
  mobile: string;
  apply_info: string;
  /** 1 pending, 2 approved, 3 refused. */
  state: number;
  created_at: Millis;
  reviewed_at: Millis | null;
  reviewed_by: string | null;
  /** Why an operator refused it (migration 0023); '' otherwise. */
  review_reason: Generated<string>;
}

export interface AccountTable {
  id: Generated<number>;
  member_id: number | null;
  kind: string;
  platform: string;
  debits_posted: Generated<number>;
  credits_posted: Generated<number>;
  debits_pending: Generated<number>;
  credits_pending: Generated<number>;
  no_overdraft: number;
}

export type TransferPhase = 'single' | 'pending' | 'post' | 'void';

export interface TransferTable {
  id: string;
  op_id: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  phase: TransferPhase;
  pending_id: string | null;
  reverses_id: string | null;
  ref_type: string | null;
  ref_id: string | null;
  memo: string | null;
  created_at: Millis;
}

export interface MoneyOpTable {
  actor: string;
  idempotency_key: string;
  request_hash: string;
  /** The first answer, JSON. */
  response: string;
  created_at: Millis;
}

export interface PayChannelTable {
  type: string;
  name: string;
  enabled: number;
  min_fen: number;
  max_fen: number;
  payimg: Generated<string>;
  mch_id: Generated<string>;
  content: Generated<string>;
  /** The player's order of the channels, lowest first (migration 0016). */
  sort: Generated<number>;
}

/** Where players pay a deposit of a channel (migration 0016): a bank account, or a QR image with instructions. */
export interface ReceivingAccountTable {
  id: Generated<number>;
  channel: Generated<string>;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  payimg: Generated<string>;
  content: Generated<string>;
  sort: Generated<number>;
  /** 1 shown to players, 0 disabled. */
  state: number;
}

export interface BankTable {
  id: Generated<number>;
  bank_name: string;
  state: number;
  sort: number;
}

export interface DepositOrderTable {
  id: Generated<number>;
  out_trade_no: string;
  member_id: number;
  pay_way: number;
  channel: string;
  amount_fen: number;
  state: number;
  depositor_bank: Generated<string>;
  depositor_bank_no: Generated<string>;
  depositor_name: Generated<string>;
  depositor_bank_address: Generated<string>;
  /** The receiving accounts the order showed, as payinfo's cardlist JSON; '' before migration 0016. */
  receiving: Generated<string>;
  created_at: Millis;
  reviewed_at: Millis | null;
  reviewed_by: string | null;
  /** Why an operator refused it (migration 0014); '' otherwise. */
  review_reason: Generated<string>;
  /** The gateway protocol it was placed through (migration 0033); '' for a manual channel. */
  gateway: Generated<string>;
  /** The gateway's own order number, once its notification credited the order; '' otherwise. */
  gateway_trade_no: Generated<string>;
  /** The amount the member ordered, when finance credited a gateway payment of another amount (migration 0037): amount_fen is then the amount credited. NULL otherwise. */
  ordered_fen: Generated<number | null>;
}

export interface BoundCardTable {
  id: Generated<number>;
  member_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: Millis;
}

export interface WithdrawalTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  card_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  amount_fen: number;
  payout: number;
  payout_unit: 'CNY' | 'USDT';
  usdt_rate: string | null;
  fee: Generated<number>;
  state: number;
  created_at: Millis;
  reviewed_at: Millis | null;
  reviewed_by: string | null;
  /** The first of the two operators a withdrawal above the site's second_review_fen needs, and when. */
  first_approved_by: string | null;
  first_approved_at: Millis | null;
  /** Why an operator refused it (migration 0014); '' otherwise. */
  review_reason: Generated<string>;
  /** Flags the review sees, comma-separated (WITHDRAWAL_FLAGS). */
  risk_flags: Generated<string>;
  /** '' (paid by hand or not yet), paying, paid or failed: its payout through a gateway (migration 0033). */
  payout_state: Generated<string>;
}

export interface BetTable {
  id: Generated<number>;
  bet_id: string;
  member_id: number;
  platform: string;
  category_id: string;
  game_code: string;
  playname: string;
  playmemo: string;
  bet_fen: number;
  valid_fen: number;
  win_loss_fen: number;
  status: number;
  bet_time: Millis;
}

export interface GameSessionTable {
  token_hash: string;
  member_id: number;
  platform: string;
  category_id: string;
  game_code: string;
  game_name: string;
  expires_at: Millis;
  /** The hash of the member's session that launched it (migration 0038); NULL for those from before. */
  session_hash: string | null;
}

export interface RebateTable {
  id: Generated<number>;
  member_id: number;
  bet_row_id: number;
  platform: string;
  gamename: string;
  amount_fen: number;
  state: number;
  created_at: Millis;
  claimed_at: Millis | null;
}

export interface RedpacketRuleTable {
  id: Generated<number>;
  start_time: Millis;
  end_time: Millis;
  day_flow_fen: number;
  flow_money_fen: number;
  draws: number;
  prize_min_fen: number;
  prize_max_fen: number;
  status: number;
}

export interface RedpacketDrawTable {
  id: Generated<number>;
  member_id: number;
  day: string;
  seq: number;
  deposit_fen: number;
  prize_fen: number;
  created_at: Millis;
}

export interface AdminUserTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  created_at: Millis;
  last_login_ip: string | null;
  /** One of the contract's ADMIN_ROLES. */
  role: string;
  /** Base32 TOTP secret (RFC 6238); NULL until one is issued, and then the operator cannot sign in. */
  totp_secret: string | null;
  /** The time step of the last code accepted, which is never accepted again. */
  totp_last_step: number | null;
  disabled_at: Millis | null;
}

export interface AdminSessionTable {
  token_hash: string;
  admin_id: number;
  created_at: Millis;
  /** The last call, written at most once a minute; 30 minutes without one end the session. */
  last_seen_at: Millis;
  /** created_at + 12 h. */
  expires_at: Millis;
}

/** An operator's one-time recovery code (migration 0025): its keyed digest only; used once, when used_at is set. */
export interface AdminRecoveryCodeTable {
  admin_id: number;
  code_digest: string;
  created_at: Millis;
  used_at: Millis | null;
}

/** A device an operator signed in from (migration 0040): the SHA-256 of the console's X-Device-Id, and the last sign-in from it. */
export interface AdminLoginDeviceTable {
  admin_id: number;
  device_digest: string;
  last_signed_in_at: Millis;
}

/** Append-only: written with each operator change, never updated or deleted (migration 0010's triggers). */
export interface AuditLogTable {
  id: Generated<number>;
  /** NULL for `npm run admin`. */
  admin_id: number | null;
  admin_name: string;
  /** The call's route name (adminApproveDeposit, …), or the command line's command. */
  action: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  ip: string;
  created_at: Millis;
}

/** One login of a member (migration 0013): the console's 登录记录. */
export interface MemberLoginTable {
  id: Generated<number>;
  member_id: number;
  created_at: Millis;
  ip: string;
  user_agent: string;
  /** The web app's random device id (X-Device-Id, a UUID), when it sent one (migration 0026). */
  device_id: string | null;
}

/** An operator's note on a member (migration 0026): deleted by its author or an owner, never edited. */
export interface MemberNoteTable {
  id: Generated<number>;
  member_id: number;
  content: string;
  author: string;
  author_id: number;
  created_at: Millis;
}

/** One of a member's tags (migration 0026), at its place among them. */
export interface MemberTagTable {
  member_id: number;
  tag: string;
  position: number;
}

/** A card number or address no member may bind (migration 0026). */
export interface BlacklistedAccountTable {
  id: Generated<number>;
  kind: string;
  number: string;
  number_key: string;
  reason: string;
  created_by: string;
  created_at: Millis;
}

/** A member's turnover (打码量) counters since the requirement was last met: owed now = required - wagered. */
export interface TurnoverAccountTable {
  member_id: number;
  required_fen: number;
  wagered_fen: number;
}

/** One change of a member's turnover: a credit's requirement (+) or the part of a valid bet that counted (-). */
export interface TurnoverEntryTable {
  /** A business key (`dep:<order>`, `bet:<bet id>`…): a replay adds nothing. */
  id: string;
  member_id: number;
  kind: string;
  amount_fen: number;
  percent: number | null;
  change_fen: number;
  owed_after_fen: number;
  created_at: Millis;
}

/** A credit above the two-operator amount, waiting for a second operator. */
export interface CreditRequestTable {
  id: Generated<number>;
  member_id: number;
  kind: 'adjustment' | 'bonus';
  amount_fen: number;
  memo: string | null;
  adjustment_kind: 'bonus' | 'correction' | null;
  application_id: number | null;
  requested_by: string;
  requested_at: Millis;
  /** 1 pending, 2 approved, 3 refused. */
  state: number;
  reviewed_by: string | null;
  reviewed_at: Millis | null;
  review_reason: Generated<string>;
}

/** A credit that is not a member's own money, as it was paid, by whom (migration 0037): the rolling 24 hours' sums. */
export interface CreditGrantTable {
  transfer_id: string;
  member_id: number;
  operator: string;
  amount_fen: number;
  created_at: Millis;
}

export interface Tables {
  site: SiteTable;
  vip_tier: VipTierTable;
  member: MemberTable;
  session: SessionTable;
  captcha: CaptchaTable;
  rate_limit: RateLimitTable;
  banner: BannerTable;
  announcement: AnnouncementTable;
  activity_type: ActivityTypeTable;
  activity: ActivityTable;
  activity_apply: ActivityApplyTable;
  inbox_message: InboxMessageTable;
  inbox_send: InboxSendTable;
  inbox_read: InboxReadTable;
  article: ArticleTable;
  platform: PlatformTable;
  recent_game: RecentGameTable;
  game: GameTable;
  slot_game: SlotGameTable;
  agent_apply: AgentApplyTable;
  account: AccountTable;
  transfer: TransferTable;
  money_op: MoneyOpTable;
  pay_channel: PayChannelTable;
  receiving_account: ReceivingAccountTable;
  bank: BankTable;
  deposit_order: DepositOrderTable;
  bound_card: BoundCardTable;
  withdrawal: WithdrawalTable;
  bet: BetTable;
  game_session: GameSessionTable;
  rebate: RebateTable;
  redpacket_rule: RedpacketRuleTable;
  redpacket_draw: RedpacketDrawTable;
  admin_user: AdminUserTable;
  admin_session: AdminSessionTable;
  admin_recovery_code: AdminRecoveryCodeTable;
  admin_login_device: AdminLoginDeviceTable;
  audit_log: AuditLogTable;
  member_login: MemberLoginTable;
  member_note: MemberNoteTable;
  member_tag: MemberTagTable;
  blacklisted_account: BlacklistedAccountTable;
  turnover_account: TurnoverAccountTable;
  turnover_entry: TurnoverEntryTable;
  credit_request: CreditRequestTable;
  credit_grant: CreditGrantTable;
  platform_connection: PlatformConnectionTable;
  hub88_transaction: Hub88TransactionTable;
  platform_callback: PlatformCallbackTable;
  platform_transfer: PlatformTransferTable;
  platform_bet_cursor: PlatformBetCursorTable;
  gateway_connection: GatewayConnectionTable;
  gateway_notification: GatewayNotificationTable;
  withdrawal_payout: WithdrawalPayoutTable;
}

/** How a game platform is connected (issue #31); a platform without a row plays through the demo. */
export interface PlatformConnectionTable {
  platform: string;
  protocol: string;
  settings_json: string;
  /** Sealed with the server's secret key; never answered back. */
  sealed_secrets: string;
  connected_by: string;
  connected_at: Millis;
}

/** A Hub88 wallet transaction by its transaction_uuid (providers/hub88). */
export interface Hub88TransactionTable {
  transaction_uuid: string;
  kind: string;
  state: string;
  status: string;
  platform: string;
  member_id: number | null;
  user_ref: string | null;
  amount: number | null;
  currency: string | null;
  round: string | null;
  reference_uuid: string | null;
  game_code: string | null;
  created_at: Millis;
}

/** One wallet callback of a game platform and our answer, for disputes. */
export interface PlatformCallbackTable {
  id: Generated<number>;
  platform: string | null;
  path: string;
  request_body: string;
  response_body: string;
  status: string;
  signature_valid: number;
  latency_ms: number;
  created_at: Millis;
  /** Read from the request when logged (migration 0030): the member its user names, its transaction_uuid, reference_transaction_uuid and round. */
  member_id: number | null;
  transaction_id: string | null;
  reference_id: string | null;
  round: string | null;
  /** Migration 0039: the caller's address (TRUST_PROXY-aware), the body's size in bytes and SHA-256 (hex); of an unverified call only a prefix of the body is kept. */
  remote_address: Generated<string>;
  request_size: Generated<number>;
  request_sha256: Generated<string>;
}

/** A transfer between a member's main wallet and a transfer-wallet platform's own wallet (migration 0029). */
export interface PlatformTransferTable {
  /** Our order id: the platform's transaction_uuid. */
  id: string;
  member_id: number;
  platform: string;
  direction: 'in' | 'out';
  amount: number;
  state: 'pending' | 'unknown' | 'posted' | 'voided';
  hold_id: string;
  attempts: number;
  next_attempt_at: Millis | null;
  calling_until: Millis | null;
  last_error: string | null;
  history_json: string;
  resolved_by: string | null;
  created_at: Millis;
  updated_at: Millis;
}

/** Where a transfer-wallet platform's pull of its bets stands (migration 0032). */
export interface PlatformBetCursorTable {
  platform: string;
  taken_until: Millis;
  last_pulled_at: Millis;
  last_error: string | null;
  updated_at: Millis;
}

/** How a deposit channel is connected to a payment gateway (issue #32); a channel without a row is reviewed by hand. */
export interface GatewayConnectionTable {
  channel: string;
  protocol: string;
  settings_json: string;
  /** Sealed with the server's secret key; never answered back. */
  sealed_secrets: string;
  connected_by: string;
  connected_at: Millis;
}

/** A notification a gateway sent, and what was done with it (modules/deposit/gateway-notifications.ts). */
export interface GatewayNotificationTable {
  id: Generated<number>;
  channel: string;
  out_trade_no: string;
  trade_no: string;
  amount_fen: number | null;
  params_json: string;
  signature_valid: number;
  outcome: string;
  member_id: number | null;
  /** GATEWAY_REVIEW: 0 none, 1 waiting for finance, 2 credited, 3 dismissed. */
  review_state: number;
  reviewed_by: string | null;
  reviewed_at: Millis | null;
  review_note: Generated<string>;
  remote_address: string;
  created_at: Millis;
  /** Migration 0039: the parameters' size (bytes of their JSON) and SHA-256 (hex); of an unverified notification only a prefix of them is kept. */
  params_size: Generated<number>;
  params_sha256: Generated<string>;
}

/** A payout (代付) of an approved withdrawal through a gateway (modules/withdraw/payouts.ts). */
export interface WithdrawalPayoutTable {
  id: string;
  withdrawal_id: number;
  channel: string;
  amount_fen: number;
  state: 'sending' | 'unknown' | 'processing' | 'paid' | 'failed';
  reference: Generated<string>;
  error: Generated<string>;
  attempts: number;
  next_attempt_at: Millis | null;
  calling_until: Millis | null;
  history_json: string;
  created_by: string;
  created_at: Millis;
  updated_at: Millis;
}
