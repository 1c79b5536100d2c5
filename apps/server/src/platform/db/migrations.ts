import type { Migration } from 'kysely';
import * as m0001 from './migrations/0001-site';
import * as m0002 from './migrations/0002-accounts-content';
import * as m0003 from './migrations/0003-ledger';
import * as m0004 from './migrations/0004-deposits-withdrawals';
import * as m0005 from './migrations/0005-games-rebates-redpackets-admin';
import * as m0006 from './migrations/0006-session-revoked-reason';
import * as m0007 from './migrations/0007-reviews-float-promotion';
import * as m0008 from './migrations/0008-admin-last-login';
import * as m0009 from './migrations/0009-admin-roles-totp';
import * as m0010 from './migrations/0010-audit-log';
import * as m0011 from './migrations/0011-withdrawal-second-review';
import * as m0012 from './migrations/0012-banner-hidden';
import * as m0013 from './migrations/0013-member-search';
import * as m0014 from './migrations/0014-review-queues';
import * as m0015 from './migrations/0015-turnover-setting';
import * as m0016 from './migrations/0016-receiving-accounts';
import * as m0017 from './migrations/0017-slot-game-hidden';
import * as m0018 from './migrations/0018-audit-log-no-truncate';
import * as m0019 from './migrations/0019-turnover-account';
import * as m0020 from './migrations/0020-credit-requests';
import * as m0021 from './migrations/0021-password-reset-flag';
import * as m0022 from './migrations/0022-password-must-change';
import * as m0023 from './migrations/0023-application-reasons';
import * as m0024 from './migrations/0024-member-link-indexes';
import * as m0025 from './migrations/0025-admin-recovery-codes';
import * as m0026 from './migrations/0026-member-risk';
import * as m0027 from './migrations/0027-inbox-sends';
import * as m0028 from './migrations/0028-platform-connections';
import * as m0029 from './migrations/0029-platform-transfers';
import * as m0030 from './migrations/0030-callback-log-search';
import * as m0031 from './migrations/0031-platform-reconcile-index';
import * as m0032 from './migrations/0032-platform-bet-pull';
import * as m0033 from './migrations/0033-payment-gateways';
import * as m0034 from './migrations/0034-inbox-read';
import * as m0035 from './migrations/0035-site-theme';
import * as m0036 from './migrations/0036-game-lobby';
import * as m0037 from './migrations/0037-credit-window-credited-deposits';
import * as m0038 from './migrations/0038-session-ends-win-references';
import * as m0039 from './migrations/0039-unverified-requests';
import * as m0040 from './migrations/0040-admin-login-device';

/** Every migration, in order. Listed here rather than read from the filesystem at run time. */
export const migrations: Record<string, Migration> = {
  '0001-site': m0001,
  '0002-accounts-content': m0002,
  '0003-ledger': m0003,
  '0004-deposits-withdrawals': m0004,
  '0005-games-rebates-redpackets-admin': m0005,
  '0006-session-revoked-reason': m0006,
  '0007-reviews-float-promotion': m0007,
  '0008-admin-last-login': m0008,
  '0009-admin-roles-totp': m0009,
  '0010-audit-log': m0010,
  '0011-withdrawal-second-review': m0011,
  '0012-banner-hidden': m0012,
  '0013-member-search': m0013,
  '0014-review-queues': m0014,
  '0015-turnover-setting': m0015,
  '0016-receiving-accounts': m0016,
  '0017-slot-game-hidden': m0017,
  '0018-audit-log-no-truncate': m0018,
  '0019-turnover-account': m0019,
  '0020-credit-requests': m0020,
  '0021-password-reset-flag': m0021,
  '0022-password-must-change': m0022,
  '0023-application-reasons': m0023,
  '0024-member-link-indexes': m0024,
  '0025-admin-recovery-codes': m0025,
  '0026-member-risk': m0026,
  '0027-inbox-sends': m0027,
  '0028-platform-connections': m0028,
  '0029-platform-transfers': m0029,
  '0030-callback-log-search': m0030,
  '0031-platform-reconcile-index': m0031,
  '0032-platform-bet-pull': m0032,
  '0033-payment-gateways': m0033,
  '0034-inbox-read': m0034,
  '0035-site-theme': m0035,
  '0036-game-lobby': m0036,
  '0037-credit-window-credited-deposits': m0037,
  '0038-session-ends-win-references': m0038,
  '0039-unverified-requests': m0039,
  '0040-admin-login-device': m0040,
};
