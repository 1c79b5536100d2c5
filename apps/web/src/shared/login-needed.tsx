import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation, useNavigate } from './router';
import { href, PATHS } from './paths';

/** A member's page opened by a visitor: 请登录！ and a way to log in and come back. */
export function LoginNeeded() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ErrorBlock status="empty" title={MSG.loginRequired} description="">
      <Button color="primary" onClick={() => void navigate(href(PATHS.login, { type: 0, redirect: `${location.pathname}${location.search}` }))}>
        登录
      </Button>
    </ErrorBlock>
  );
}
