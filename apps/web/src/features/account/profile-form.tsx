import type { User } from '@casino/contract/entities/account';
import { MOBILE_MAX } from '@casino/contract/constants';
import { MSG } from '@casino/contract/messages';
import { checkProfile } from '@casino/contract/rules/profile';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { userQueryOptions } from '../../api/queries/user';
import { request } from '../../api/request';
import { Field } from '../../shared/form/field';
import { useForm } from '../../shared/form/use-form';
import { useSession } from '../../shared/session';
import { toast } from '../../shared/toast';
import { BirthdayField } from './birthday-field';

/** The profile (SPEC §2, §5): real name read-only; mobile, email and birthday checked by their patterns. */
export function ProfileForm({ user }: { user: User }) {
  const { token } = useSession();
  const queryClient = useQueryClient();
  const form = useForm({
    initial: { mobile: user.mobile, email: user.email, birthday: user.birthday },
    check: checkProfile,
    submit: (fields) => request('updateuserinfo', { mobile: fields.mobile.trim(), email: fields.email.trim(), birthday: fields.birthday.trim() }),
    onSuccess: async () => {
      toast.success(MSG.operationOk);
      await queryClient.invalidateQueries(userQueryOptions(token));
    },
  });
  return (
    <form
      className="profile-form"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <Field label="真实姓名" value={user.realname} onChange={() => undefined} readOnly />
      <Field label="手机号" {...form.field('mobile')} digits maxLength={MOBILE_MAX} placeholder="请输入手机号" autoComplete="tel" />
      <Field label="邮箱" {...form.field('email')} placeholder="请输入邮箱" autoComplete="email" />
      <BirthdayField {...form.field('birthday')} />
      <Button block color="primary" size="large" type="submit" loading={form.busy} disabled={form.busy} className="profile-submit">
        保存
      </Button>
    </form>
  );
}
