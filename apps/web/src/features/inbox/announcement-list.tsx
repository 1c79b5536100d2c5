import { MSG } from '@casino/contract/messages';
import { DotLoading, ErrorBlock, PullToRefresh } from 'antd-mobile';
import { useAnnouncements } from './api/announcements';

/** The announcements tab: homenotice's strings, with pull to refresh. */
export function AnnouncementList() {
  const announcements = useAnnouncements();
  let body;
  if (announcements.isPending) {
    body = (
      <div className="paged-list-loading" role="status">
        <DotLoading /> {MSG.loading}
      </div>
    );
  } else if (!announcements.data?.length) {
    body = <ErrorBlock status={announcements.isError ? 'default' : 'empty'} title={announcements.isError ? MSG.loadFailed : MSG.empty} description="" />;
  } else {
    body = announcements.data.map((text, index) => (
      <article key={index} className="announcement">
        {text}
      </article>
    ));
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await announcements.refetch();
      }}
    >
      {body}
    </PullToRefresh>
  );
}
