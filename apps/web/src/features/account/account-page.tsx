import { MSG } from '@casino/contract/messages';
import { ErrorBlock, List } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { Link } from '../../shared/router';
import { useUser } from '../../api/queries/user';
import { PageLoading } from '../../shared/page-loading';
import { href, PATHS } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { AvatarUpload } from './avatar-upload';
import { PasswordDialog } from './password-dialog';
import { ProfileForm } from './profile-form';
import { VipBadge } from './vip-badge';
import './account-page.css';

/** /account: the avatar, username and tier, the login-password dialog and the profile form (SPEC §2). */
export default function AccountPage() {
  const { token } = useSession();
  const user = useUser(token);
  const [changingPassword, setChangingPassword] = useState(false);

  if (!token) {
    return (
      <ErrorBlock status="empty" title="您还未登录" description={<Link to={href(PATHS.login, { type: 0, redirect: PATHS.account })}>去登录</Link>} />
    );
  }
  if (!user.data) return user.isError ? <ErrorBlock status="default" title={MSG.loadFailed} description="" /> : <PageLoading />;

  return (
    <div className="account-page">
      <section className="account-head">
        <AvatarUpload avatar={user.data.avatar} />
        <div className="account-who">
          <strong data-testid="account-username">{user.data.username}</strong>
          <VipBadge user={user.data} />
        </div>
      </section>
      <List header="安全">
        <List.Item prefix={<LockOutline />} arrowIcon onClick={() => setChangingPassword(true)}>
          登录密码
        </List.Item>
      </List>
      <section className="account-profile">
        <h2 className="account-section-title">个人资料</h2>
        <ProfileForm key={user.data.username} user={user.data} />
      </section>
      <PasswordDialog visible={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
