import { Collapse } from 'antd-mobile';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { SafeHtml } from '../../shared/safe-html';
import { useSession } from '../../shared/session';
import { useInboxMessages } from './api/inbox-messages';

/** The inbox tab: each message's title and time, its content opened in place. */
export function InboxList() {
  const { token } = useSession();
  const list = useInboxMessages(token);
  if (!token) return <LoginNeeded />;
  return (
    <PagedList
      list={list}
      renderItem={(message) => (
        <Collapse key={message.id} className="inbox-message">
          <Collapse.Panel
            key={String(message.id)}
            title={
              <div>
                <div className="inbox-message-title">{message.title}</div>
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
