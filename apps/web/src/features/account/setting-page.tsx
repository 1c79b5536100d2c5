import { Button, List } from 'antd-mobile';
import { useSession } from '../../shared/session';
import { useLogout } from './use-logout';

/** /setting: the language, and logout (SPEC §4: cleared and home after 1 s, even if the call fails). */
export default function SettingPage() {
  const { token } = useSession();
  const logout = useLogout();

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
