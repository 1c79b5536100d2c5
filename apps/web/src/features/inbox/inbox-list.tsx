import type { InboxMessage } from '@casino/contract/entities/inbox';
import { Badge, Collapse } from 'antd-mobile';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { SafeHtml } from '../../shared/safe-html';
import { useSession } from '../../shared/session';
import { useInboxMessages } from './api/inbox-messages';
import { useMarkRead } from './api/mark-read';

/** The inbox tab: each message's title and time, a dot while unread, its content opened in place (which reads it). */
export function InboxList() {
  const { token } = useSession();
  const list = useInboxMessages(token);
  const markRead = useMarkRead();
  if (!token) return <LoginNeeded />;
  const open = (message: InboxMessage, opened: boolean) => {
    if (opened && message.is_read === 0) markRead.mutate(message.id);
  };
  return (
    <PagedList
      list={list}
      renderItem={(message) => (
        <Collapse key={message.id} className="inbox-message" onChange={(keys) => open(message, keys.length > 0)}>
          <Collapse.Panel
            key={String(message.id)}
            title={
              <div>
                <div className="inbox-message-title">
                  {message.is_read === 0 && (
                    <span className="inbox-unread-dot" role="img" aria-label="未读">
                      <Badge content={Badge.dot} />
                    </span>
                  )}
                  {message.title}
                </div>
                <div className="inbox-message-time">{message.created_at}</div>
              </div>
            }
          >
            <SafeHtml className="inbox-message-content" html={message.content} />
          </Collapse.Panel>
        </Collapse>
      )}
    />
  );
}
