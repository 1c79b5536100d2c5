import { Tabs } from 'antd-mobile';
import { useSearchParams } from '../../shared/router';
import { AnnouncementList } from './announcement-list';
import { InboxList } from './inbox-list';
import './inbox.css';

/** /message?type=0|1: the inbox (0) and the announcements (1); the tab is kept in the query. */
export default function MessagePage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === '1' ? '1' : '0';
  return (
    <section aria-label="消息中心">
      <Tabs className="message-tabs" activeKey={type} onChange={(key) => setParams({ type: key }, { replace: true })}>
        <Tabs.Tab key="0" title="站内信" />
        <Tabs.Tab key="1" title="公告" />
      </Tabs>
      {type === '0' ? <InboxList /> : <AnnouncementList />}
    </section>
  );
}
