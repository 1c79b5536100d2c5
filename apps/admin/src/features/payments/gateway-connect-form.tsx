import type { DataOf } from '@casino/contract/call';
import type { adminGatewayConnections } from '@casino/contract/calls/deposit';
import { checkGatewayConnection } from '@casino/contract/rules/admin-gateway-connection';
import { Form, Input, Radio, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { PemField } from '../../shared/pem-field';
import { useCheckedSave } from '../../shared/use-checked-save';

export type GatewayConnection = DataOf<typeof adminGatewayConnections>[number];

interface Fields {
  sign_type: 'MD5' | 'RSA';
  api_url: string;
  pid: string;
  key: string;
  pay_type: string;
  pay_url: string;
  allowed_ips: string;
  private_key: string;
  gateway_public_key: string;
}

/** A field's text when it was filled in (keys as pasted: a PEM keeps its lines), else nothing. */
const filled = (value: string, trim = true) => (value.trim() === '' ? undefined : trim ? value.trim() : value);

/** The request of the form: the optional fields left out (undefined) when empty. */
function connectRequest(channel: string, fields: Fields) {
  const optional = { pay_type: filled(fields.pay_type), pay_url: filled(fields.pay_url), allowed_ips: filled(fields.allowed_ips), private_key: filled(fields.private_key, false), gateway_public_key: filled(fields.gateway_public_key, false) };
  return {
    channel,
    protocol: 'epay' as const,
    sign_type: fields.sign_type,
    api_url: fields.api_url.trim(),
    pid: fields.pid.trim(),
    key: fields.key.trim(),
    ...optional,
  };
}

/**
 * 连接网关 of a deposit channel to an EPay (易支付) gateway: what the CLI's gateway:connect takes. The settings of a
 * connected channel are filled in again; its keys never are (they are sealed on the server and never answered back),
 * so connecting again asks for them again.
 */
export function GatewayConnectForm({ connection, onClose, onSaved }: { connection: GatewayConnection; onClose: () => void; onSaved: () => void }) {
  const { save, saving } = useCheckedSave({
    check: checkGatewayConnection,
    send: (fields: Fields) => adminCall('adminConnectGateway', connectRequest(connection.channel, fields)),
    onSaved,
  });
  return (
    <FormModal<Fields>
      title={`连接网关：${connection.name}`}
      name="gateway-connect"
      okText="连接"
      width={640}
      initialValues={{
        sign_type: connection.sign_type ?? 'MD5',
        api_url: connection.api_url ?? '',
        pid: connection.pid ?? '',
        key: '',
        pay_type: connection.pay_type ?? '',
        pay_url: connection.pay_url ?? '',
        allowed_ips: connection.allowed_ips.join(', '),
        private_key: '',
        gateway_public_key: '',
      }}
      onFinish={save}
      saving={saving}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">
        连接后，该通道的充值订单在易支付网关付款，由网关的签名通知自动入账，无需人工审核。已连接的通道再次连接会替换原有设置和密钥；密钥加密保存，不会再显示。
      </Typography.Paragraph>
      <Form.Item label="签名方式" name="sign_type">
        <Radio.Group
          options={[
            { value: 'MD5', label: 'MD5（易支付 V1，商户密钥）' },
            { value: 'RSA', label: 'RSA（易支付 V2，商户私钥与网关公钥）' },
          ]}
        />
      </Form.Item>
      <Form.Item label="API地址" name="api_url" extra="网关地址，如 https://pay.example.com/（submit.php、api.php 所在目录）">
        <Input autoComplete="off" maxLength={500} />
      </Form.Item>
      <Form.Item label="商户号" name="pid" extra="网关分配的商户号 pid">
        <Input autoComplete="off" maxLength={20} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="商户密钥" name="key" extra="MD5 签名及订单查询的商户密钥 key；加密保存，不会再显示">
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Form.Item label="支付方式" name="pay_type" extra="选填：发送给网关的 type，如 alipay、wxpay；不填由玩家在网关收银台选择">
        <Input autoComplete="off" maxLength={32} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="跳转地址" name="pay_url" extra="选填：玩家浏览器访问网关的地址，与API地址不同时填写">
        <Input autoComplete="off" maxLength={500} />
      </Form.Item>
      <Form.Item label="回调白名单IP" name="allowed_ips" extra="选填：网关发送通知的IP地址，逗号或空格分隔；不填则不限来源（仍验证签名）">
        <Input autoComplete="off" maxLength={1000} />
      </Form.Item>
      <PemField name="private_key" label="商户私钥" extra="本站签名请求的 RSA 私钥（PEM）：代付必填，RSA 签名时支付也用它；其公钥需提供给网关。不代付且用 MD5 签名时不填" />
      <PemField name="gateway_public_key" label="网关公钥" extra="验证网关应答与通知签名的 RSA 公钥（PEM），与商户私钥一起填写" />
    </FormModal>
  );
}
