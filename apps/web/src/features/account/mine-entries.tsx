import { Badge, List } from 'antd-mobile';
import {
  BankcardOutline,
  BillOutline,
  FileOutline,
  GiftOutline,
  InformationCircleOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  ReceivePaymentOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  TransportQRcodeOutline,
  UserCircleOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useNavigate } from '../../shared/router';
import { useUser } from '../../api/queries/user';
import { useLoginGuard } from '../../shared/login-guard';
import { href, PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { useUnreadCount } from '../../api/queries/unread-messages';

interface Entry {
  title: string;
  icon: ReactNode;
  to: string;
  /** A visitor is sent to /login instead (SPEC §2, §6). */
  member?: boolean;
}

/** The withdrawal-password dialog is opened by this query of /mine (SPEC §2). */
const PAY_PASSWORD_DIALOG = href(PATHS.mine, { show: 1 });

const GROUPS: readonly (readonly Entry[])[] = [
  [
    { title: '存款', icon: <PayCircleOutline />, to: PATHS.wallet, member: true },
    { title: '取款', icon: <ReceivePaymentOutline />, to: PATHS.withdraw, member: true },
    { title: '转账', icon: <TransportQRcodeOutline />, to: PATHS.transfer, member: true },
    { title: '交易记录', icon: <BillOutline />, to: PATHS.meyList, member: true },
    { title: '福利中心', icon: <GiftOutline />, to: PATHS.welfare, member: true },
    { title: '银行卡管理', icon: <BankcardOutline />, to: PATHS.bankCard, member: true },
  ],
  [
    { title: '消息中心', icon: <MailOutline />, to: PATHS.message, member: true },
    { title: '申请记录', icon: <FileOutline />, to: PATHS.applyList, member: true },
    { title: '账户资料', icon: <UserCircleOutline />, to: PATHS.account, member: true },
    { title: '取款密码', icon: <LockOutline />, to: PAY_PASSWORD_DIALOG, member: true },
    { title: 'VIP特权', icon: <StarOutline />, to: PATHS.vip },
  ],
  [
    { title: '帮助中心', icon: <QuestionCircleOutline />, to: PATHS.customer },
    { title: '关于我们', icon: <InformationCircleOutline />, to: PATHS.about },
    { title: '代理申请', icon: <TeamOutline />, to: PATHS.apply, member: true },
    { title: '设置', icon: <SetOutline />, to: PATHS.setting, member: true },
    { title: '在线客服', icon: <MessageOutline />, to: PATHS.kefu },
  ],
];

/** The entries of /mine; 代理申请 only for a member who is not an agent (isagent 0). */
export function MineEntries() {
  const { token, user: stored } = useSession();
  const user = useUser(token).data ?? stored;
  const navigate = useNavigate();
  const go = useAppNavigate();
  const guard = useLoginGuard();
  const unread = useUnreadCount();
  const open = (entry: Entry) => {
    if (entry.member && !token) {
      guard(entry.to);
      return;
    }
    // The dialog opens over this page: no history entry of its own, so closing it does not go back.
    if (entry.to === PAY_PASSWORD_DIALOG) void navigate(entry.to, { replace: true });
    else go(entry.to);
  };
  return (
    <div className="mine-entries">
      {GROUPS.map((group, index) => (
        <List key={index} className="mine-entry-group">
          {group
            .filter((entry) => entry.to !== PATHS.apply || (token !== null && user?.isagent === 0))
            .map((entry) => (
              <List.Item
                key={entry.title}
                prefix={entry.icon}
                extra={entry.to === PATHS.message && unread > 0 ? <Badge content={unread} /> : undefined}
                arrowIcon
                onClick={() => open(entry)}
              >
                {entry.title}
              </List.Item>
            ))}
        </List>
      ))}
    </div>
  );
}
