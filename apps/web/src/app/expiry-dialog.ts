import { MSG } from '@casino/contract/messages';
import { Dialog } from '../shared/antd-imperative';

/** The 认证失败 dialog of SPEC §8; its own chunk, since most visits never show it. */
export async function showExpiryDialog(): Promise<void> {
  await Dialog.alert({ title: MSG.authFailedTitle, content: MSG.authFailedBody });
}
