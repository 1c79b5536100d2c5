import { MSG } from '@casino/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from '../../api/call';
import { invalidateGames } from './api';

/** A switch of a row (shown, hot): the call, 操作成功！ or the server's refusal, then the lists asked again. */
export function useQuickChange<Row>(send: (row: Row) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: send,
    onSuccess: () => void message.success(MSG.operationOk),
    onError: (error) => void message.error(errorText(error)),
    onSettled: () => invalidateGames(queryClient),
  });
}
