import type { User } from '@casino/contract/entities/account';
import { MSG } from '@casino/contract/messages';
import { checkAgentApply } from '@casino/contract/rules/agent-apply';
import { Button, TextArea } from 'antd-mobile';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { toast } from '../../shared/toast';
import { applyAgent } from './api/apply-agent';

/** The longest mobile the rule accepts: the prefix 17951 and 11 digits. */
const MOBILE_WITH_PREFIX_MAX = 16;

/** The agent application (SPEC §2, §5): real name read-only, a mainland mobile, a reason. */
export function AgentApplyForm({ user, onApplied }: { user: Pick<User, 'realname' | 'mobile'>; onApplied?: () => void }) {
  const form = useForm({
    initial: { mobile: user.mobile, apply_info: '' },
    check: checkAgentApply,
    submit: (fields) => applyAgent({ mobile: fields.mobile.trim(), apply_info: fields.apply_info.trim() }),
    onSuccess: (message) => {
      toast.success(message || MSG.applySubmitted);
      onApplied?.();
    },
  });
  const reason = form.field('apply_info');
  return (
    <form
      className="agent-apply-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <div className="agent-apply-fields">
        <Field label="真实姓名" value={user.realname} onChange={() => undefined} readOnly />
        <Field label="手机号" {...form.field('mobile')} digits maxLength={MOBILE_WITH_PREFIX_MAX} placeholder="请输入手机号" autoComplete="tel" />
      </div>
      <label className="agent-apply-reason">
        <span className="agent-apply-reason-label">申请理由</span>
        <TextArea value={reason.value} onChange={reason.onChange} placeholder="请输入申请理由" rows={4} maxLength={200} showCount />
      </label>
      <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="agent-apply-submit">
        提交申请
      </Button>
    </form>
  );
}
