import { PAY_PASSWORD_LENGTH } from '@casino/contract/constants';
import { Field } from '../../shared/form/field';

/** The pay password: digits only, at most 6 (SPEC §5). */
export function PayPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <Field label="支付密码" value={value} onChange={onChange} type="password" digits maxLength={PAY_PASSWORD_LENGTH} placeholder="请输入6位数字支付密码" autoComplete="off" />;
}
