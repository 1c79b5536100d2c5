import { LOGOUT_REDIRECT_MS } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { Button, List } from 'antd-mobile';
import { Dialog } from '../../shared/antd-imperative';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../shared/router';
import { removeMemberQueries } from '../../api/queries/money';
import { request } from '../../api/request';
import { PATHS } from '../../shared/paths';
import { session, useSession } from '../../shared/session';

/** /setting: the language, and logout (SPEC §4: cleared and home after 1 s, even if the call fails). */
export default function SettingPage() {
  const { token } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const logout = async () => {
    const confirmed = await Dialog.confirm({ title: MSG.logoutTitle, content: MSG.logoutConfirm });
    if (!confirmed) return;
    await request('logoff', {}, { toastErrors: false }).catch(() => undefined);
    session.clear();
    removeMemberQueries(queryClient);
    window.setTimeout(() => void navigate(PATHS.home, { replace: true }), LOGOUT_REDIRECT_MS);
  };

  return (
    <div className="setting-page">
      <List>
        <List.Item extra="简体中文">语言</List.Item>
      </List>
      {token && (
        <div style={{ padding: 16 }}>
          <Button block color="danger" size="large" onClick={() => void logout()}>
            登出
          </Button>
        </div>
      )}
    </div>
  );
}
