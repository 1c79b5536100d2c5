import { roleMayCall } from '@casino/contract/admin-permissions';
import type { AdminRole } from '@casino/contract/admin-roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { useAdminToken } from '../../api/use-admin-token';
import { alertSound, playAlertSound } from './alert-sound';
import { liveQueuesQuery, type LiveQueueName, type LiveQueues } from './api';
import { followLiveQueues } from './live-queues';

const TITLE = '运营后台';
const ARRIVAL_TITLES: Record<LiveQueueName, string> = { deposits: '新的充值申请', withdrawals: '新的提现申请' };

/** May this role approve in either queue? Only then does the console listen (not before it knows the role). */
export function mayHearQueues(role: AdminRole | undefined): boolean {
  return role !== undefined && (roleMayCall(role, 'adminApproveDeposit') || roleMayCall(role, 'adminApproveWithdrawal'));
}

/** How many wait in the queues the operator may act on. */
export function pendingTotal(queues: LiveQueues | undefined): number {
  return (queues?.deposits?.pending ?? 0) + (queues?.withdrawals?.pending ?? 0);
}

/** The queues in which something new arrived between two answers (a newest id higher than before). */
export function arrivals(before: LiveQueues, after: LiveQueues): LiveQueueName[] {
  return (['deposits', 'withdrawals'] as const).filter((name) => (after[name]?.newest_id ?? 0) > (before[name]?.newest_id ?? 0));
}

/**
 * While the console is open, listens to the review queues (server push): keeps their counts for the menu's
 * badges, shows the total in the tab's title, and on a new deposit or withdrawal shows a notification (and plays
 * the sound if the operator turned it on). `changed` hears each queue whose content changed, to refresh its list.
 */
export function useLiveAlerts(role: AdminRole | undefined, open: (queue: LiveQueueName) => void, changed: (queue: LiveQueueName) => void): void {
  const listening = mayHearQueues(role);
  // A new sign-in (the re-sign-in after an idle expiry) gives a new token: the stream starts again with it.
  const token = useAdminToken();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const { data } = useQuery({ ...liveQueuesQuery, enabled: listening });
  // Each event is handled with the latest callbacks, without restarting the stream when the layout renders again.
  const heard = useEffectEvent((after: LiveQueues) => {
    const before = queryClient.getQueryData(liveQueuesQuery.queryKey);
    queryClient.setQueryData(liveQueuesQuery.queryKey, after);
    if (before === undefined) return;
    for (const name of ['deposits', 'withdrawals'] as const) {
      if (JSON.stringify(before[name]) !== JSON.stringify(after[name])) changed(name);
    }
    const arrived = arrivals(before, after);
    for (const name of arrived) {
      notification.info({
        key: `arrival-${name}`,
        title: ARRIVAL_TITLES[name],
        description: `待审核 ${String(after[name]?.pending ?? 0)} 笔`,
        placement: 'bottomRight',
        onClick: () => {
          open(name);
        },
      });
    }
    if (arrived.length > 0 && alertSound.on()) playAlertSound();
  });

  useEffect(() => {
    if (!listening || token === null) return;
    const stop = new AbortController();
    void followLiveQueues(token, heard, stop.signal);
    return () => {
      stop.abort();
    };
  }, [listening, token]);

  const total = listening ? pendingTotal(data) : 0;
  useEffect(() => {
    document.title = total > 0 ? `(${String(total)}) ${TITLE}` : TITLE;
    return () => {
      document.title = TITLE;
    };
  }, [total]);
}
