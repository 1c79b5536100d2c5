import { checkPlatformConnection, CONNECTABLE_PROTOCOLS, platformProtocolLabel, type ConnectableProtocol } from '@casino/contract/rules/admin-platform-connection';
import { Form, Input, Radio, Typography } from 'antd';
import { adminCall } from '../../api/call';
import { FormModal } from '../../shared/form-modal';
import { PemField } from '../../shared/pem-field';
import { useCheckedSave } from '../../shared/use-checked-save';

interface Fields {
  protocol: ConnectableProtocol;
  api_url: string;
  operator_id: string;
  sub_partner_id: string;
  allowed_ips: string;
  hub88_public_key: string;
  private_key: string;
}

/**
 * 接入 a platform with Hub88's seamless wallet or its TransferWallet API: what the CLI's platform:connect takes. The
 * contract's rules first; the server parses the keys as the CLI does and says which is wrong. The keys are sealed
 * there and never shown again.
 */
export function ConnectForm({ code, name, onClose, onSaved }: { code: string; name: string; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Fields>();
  // Undefined before the form has mounted.
  const protocol: ConnectableProtocol | undefined = Form.useWatch('protocol', form);
  const transfer = protocol === 'hub88-transfer';
  const { save, saving } = useCheckedSave({
    check: checkPlatformConnection,
    send: (fields: Fields) =>
      adminCall('adminConnectPlatform', {
        code,
        protocol: fields.protocol,
        api_url: fields.api_url.trim(),
        operator_id: fields.operator_id.trim(),
        ...(fields.sub_partner_id.trim() === '' ? {} : { sub_partner_id: fields.sub_partner_id.trim() }),
        ...(fields.allowed_ips.trim() === '' ? {} : { allowed_ips: fields.allowed_ips.trim() }),
        hub88_public_key: fields.hub88_public_key,
        private_key: fields.private_key,
      }),
    onSaved,
  });
  return (
    <FormModal<Fields>
      title={`接入 ${name}`}
      form={form}
      name="platform-connect"
      okText="接入"
      width={640}
      initialValues={{ protocol: 'hub88', api_url: '', operator_id: '', sub_partner_id: '', allowed_ips: '', hub88_public_key: '', private_key: '' }}
      onFinish={save}
      saving={saving}
      onClose={onClose}
    >
      <Form.Item label="协议" name="protocol">
        <Radio.Group options={CONNECTABLE_PROTOCOLS.map((value) => ({ value, label: platformProtocolLabel(value) }))} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        {transfer
          ? '转账钱包：会员先把余额转入 Hub88 的钱包再游戏；每笔转账先冻结，Hub88 确认后入账。'
          : '无缝钱包：投注、派彩和回滚由 Hub88 回调本站钱包 /wallet/hub88/，直接记入会员主账户。'}
        已接入的平台再次接入会替换原有设置和密钥；密钥加密保存，之后只显示指纹。
      </Typography.Paragraph>
      <Form.Item label="API地址" name="api_url" extra="Hub88 游戏接口地址，如 https://api.hub88.io">
        <Input autoComplete="off" maxLength={500} />
      </Form.Item>
      <Form.Item label="运营商ID" name="operator_id" extra="Hub88 分配的 operator_id">
        <Input autoComplete="off" inputMode="numeric" maxLength={15} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="子合作方ID" name="sub_partner_id" extra={transfer ? '必填：Hub88 分配给本站的 sub_partner_id' : '选填：Hub88 分配给本站的 sub_partner_id'}>
        <Input autoComplete="off" maxLength={64} style={{ width: 300 }} />
      </Form.Item>
      <Form.Item label="回调白名单" name="allowed_ips" extra="选填：Hub88 公布的回调来源IP或网段（如 203.0.113.0/24），逗号或空格分隔；其他地址的回调按未签名拒绝。不填则不限来源（仍验证签名）">
        <Input autoComplete="off" maxLength={1000} />
      </Form.Item>
      <PemField name="hub88_public_key" label="Hub88公钥" extra="验证 Hub88 的回调签名（PEM 公钥）" />
      <PemField name="private_key" label="我方私钥" extra="签名本站发往 Hub88 的请求（PEM 私钥，RSA）；其公钥需提供给 Hub88" />
    </FormModal>
  );
}
