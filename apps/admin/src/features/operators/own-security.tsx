import { OwnPasswordModal } from './own-password';
import { OwnRecoveryCodesModal } from './own-recovery-codes';

/** The operator's own account's dialogs, opened from the header's operator menu. */
export type OwnSecurityDialog = 'password' | 'recovery-codes';

export const OWN_SECURITY_ENTRIES: readonly { dialog: OwnSecurityDialog; label: string }[] = [
  { dialog: 'password', label: '修改密码' },
  { dialog: 'recovery-codes', label: '恢复码' },
];

/** The dialog open, if any: mounted only while open, so each opens empty. */
export function OwnSecurityDialogs({ open, onClose }: { open: OwnSecurityDialog | null; onClose: () => void }) {
  if (open === 'password') return <OwnPasswordModal onClose={onClose} />;
  if (open === 'recovery-codes') return <OwnRecoveryCodesModal onClose={onClose} />;
  return null;
}
