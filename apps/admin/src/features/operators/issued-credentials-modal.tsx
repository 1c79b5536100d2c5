import { Alert, Descriptions, Modal, QRCode, Typography } from 'antd';
import { RecoveryCodesList } from './recovery-codes-list';

/** What the server answers once for an operator: a new account's password, or a new authenticator secret. */
export interface IssuedCredentials {
  title: string;
  name: string;
  /** Only a new account has one. */
  password?: string;
  secret: string;
  otpauthUri: string;
  /** The 10 one-time recovery codes issued with the secret. */
  recoveryCodes: readonly string[];
}

/**
 * Shows the password, the authenticator secret and the recovery codes (as text and as the QR code an authenticator app scans)
 * the one time the server answers them: they are never shown again, so it closes only by its button.
 */
export function IssuedCredentialsModal({ issued, onClose }: { issued: IssuedCredentials | null; onClose: () => void }) {
  return (
    <Modal
      open={issued !== null}
      title={issued?.title}
      okText="我已保存"
      onOk={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {issued && (
        <>
          <Alert type="warning" showIcon title="以下信息只显示这一次，关闭后无法再次查看。请立即交给该管理员，并用身份验证器扫描二维码。" style={{ marginBottom: 16 }} />
          <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
            <QRCode value={issued.otpauthUri} size={200} />
          </div>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'name', label: '账号', children: issued.name },
              ...(issued.password === undefined
                ? []
                : [{ key: 'password', label: '初始密码', children: <Typography.Text copyable code data-testid="issued-password">{issued.password}</Typography.Text> }]),
              { key: 'secret', label: '密钥', children: <Typography.Text copyable code data-testid="issued-secret">{issued.secret}</Typography.Text> },
              { key: 'recovery', label: '恢复码', children: <RecoveryCodesList codes={issued.recoveryCodes} /> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
