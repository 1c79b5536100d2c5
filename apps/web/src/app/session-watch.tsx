import { CODES } from '@casino/contract/codes';
import { accountBlockMessage } from '@casino/contract/rules/login';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../shared/router';
import { ApiError } from '../api/client';
import { useBalance } from '../api/queries/balance';
import { useUser } from '../api/queries/user';
import { href, PATHS } from '../shared/paths';
import { session, useSession } from '../shared/session';
import { toast } from '../shared/toast';

/**
 * With a token: poll the balance and fetch the user (SPEC §4). A 401 on the poll shows the expiry dialog,
 * then clears the session and goes to /login; a blacklisted or disabled member is cleared with the §5 message.
 */
export function SessionWatch() {
  const { token } = useSession();
  const navigate = useNavigate();
  const balance = useBalance(token);
  const user = useUser(token);
  const dialogOpen = useRef(false);

  useEffect(() => {
    if (user.data) {
      const blocked = accountBlockMessage(user.data);
      if (blocked) {
        toast.fail(blocked);
        session.clear();
      } else {
        session.setUser(user.data);
      }
    }
  }, [user.data]);

  useEffect(() => {
    const error = balance.error ?? user.error;
    if (!(error instanceof ApiError)) return;
    if (error.code === CODES.forbidden) {
      toast.fail(error.message);
      session.clear();
      return;
    }
    if (error.httpStatus === 401 && !dialogOpen.current) {
      dialogOpen.current = true;
      const expire = () => {
        dialogOpen.current = false;
        session.clear();
        void navigate(href(PATHS.login, { type: 0 }));
      };
      import('./expiry-dialog')
        .then(({ showExpiryDialog }) => showExpiryDialog())
        .then(expire, expire);
    }
  }, [balance.error, user.error, navigate]);

  return null;
}
