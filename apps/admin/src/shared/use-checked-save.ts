import { MSG } from '@casino/contract/messages';
import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from '../api/call';

interface CheckedSave<Fields> {
  /** The contract's rule set of the form, the one the server runs: the first broken rule, or undefined. */
  check: (fields: Fields) => string | undefined;
  send: (fields: Fields) => Promise<unknown>;
  onSaved?: () => void;
  /** Asked again after either answer: what the form was filled from, or the list it belongs to. */
  refresh?: () => Promise<unknown>;
}

/**
 * A console form's save: the contract's check first (its first message shown, nothing sent), then the call,
 * 操作成功！ or the server's refusal as the message. Use `save` as the form's onFinish.
 */
export function useCheckedSave<Fields>({ check, send, onSaved, refresh }: CheckedSave<Fields>) {
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => {
      void message.success(MSG.operationOk);
      onSaved?.();
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: refresh,
  });
  const save = (fields: Fields) => {
    const broken = check(fields);
    if (broken !== undefined) {
      void message.error(broken);
      return;
    }
    mutation.mutate(fields);
  };
  return { save, saving: mutation.isPending };
}
