import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from '../api/call';

/**
 * One review of a queue's row (approve or refuse): the server's answer as the message (操作成功！, or what a
 * first approval still waits for), its refusal likewise, and the queue asked again either way. While one
 * review runs, `pending` is what it was for, so the row's buttons can wait.
 */
export function useReview<Review extends { approve: boolean }>(send: (review: Review) => Promise<{ message: string }>, refresh: () => Promise<unknown>, onDone?: () => void) {
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      onDone?.();
      void message.success(answer.message);
    },
    onError: (error) => void message.error(errorText(error)),
    onSettled: refresh,
  });
  return { review: mutation.mutate, running: mutation.isPending, pending: mutation.isPending ? mutation.variables : undefined };
}
