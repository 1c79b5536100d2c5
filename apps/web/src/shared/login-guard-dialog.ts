import { MSG } from '@casino/contract/messages';
import { Dialog } from './antd-imperative';
import type { GuardExits } from './login-guard';

/** The guard dialog: 请登录！ (SPEC §5), 去登录, 去注册 and 取消; the mask closes it too. */
export function showLoginGuard(exits: GuardExits): void {
  Dialog.show({
    title: MSG.loginRequired,
    closeOnAction: true,
    closeOnMaskClick: true,
    actions: [
      [
        { key: 'register', text: '去注册', onClick: exits.register },
        { key: 'login', text: '去登录', bold: true, onClick: exits.login },
      ],
      { key: 'cancel', text: '取消' },
    ],
  });
}
