import { Field } from '../../shared/form/field';
import type { CaptchaState } from './api/captcha';

export function CaptchaField({ value, onChange, captcha, onRefresh }: { value: string; onChange: (code: string) => void; captcha: CaptchaState; onRefresh: () => void }) {
  return (
    <Field label="验证码" value={value} onChange={onChange} placeholder="请输入验证码" maxLength={8} autoComplete="off">
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label="看不清，换一张">
        {captcha.image ? <img src={captcha.image} alt="验证码" width={96} height={36} /> : '获取验证码'}
      </button>
    </Field>
  );
}
