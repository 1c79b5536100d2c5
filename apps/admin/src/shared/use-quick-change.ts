import { MSG } from '@casino/contract/messages';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from '../api/call';

/**
 * A change made in one click (a row's switch, delete or move; a setting's switch): the call, 操作成功！ or
 * the server's refusal, then `refresh` asks the lists again either way, so the screen shows what the server kept.
 */
export function useQuickChange<Input>(send: (input: Input) => Promise<unknown>, refresh: (queryClient: QueryClient) => unknown) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => refresh(queryClient),
  });
}
