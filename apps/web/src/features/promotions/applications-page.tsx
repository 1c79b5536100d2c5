import { activityApplyStateLabel } from '@casino/contract/labels';
import { LoginNeeded } from '../../shared/login-needed';
import { PagedList } from '../../shared/paged-list';
import { RecordRow, type RecordTone } from '../../shared/record-row';
import { useSession } from '../../shared/session';
import { useApplications } from './api/applications';

const TONES: Readonly<Record<number, RecordTone>> = { 1: 'pending', 2: 'ok', 3: 'bad' };

/** /applyList: the member's promotion applications with their review state, and a refusal's reason. */
export default function ApplicationsPage() {
  const { token } = useSession();
  const list = useApplications(token);
  if (!token) return <LoginNeeded />;
  return (
    <section aria-label="申请记录">
      <PagedList
        list={list}
        renderItem={(application) => (
          <RecordRow
            key={application.id}
            title={application.activity_name}
            details={application.remark === undefined ? [application.created_at] : [application.created_at, `拒绝原因：${application.remark}`]}
            amount=""
            status={activityApplyStateLabel(application.state)}
            tone={TONES[application.state] ?? 'muted'}
          />
        )}
      />
    </section>
  );
}
