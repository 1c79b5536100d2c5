import { MSG } from '@casino/contract/messages';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useLoginGuard } from '../../shared/login-guard';
import { useSearchParams } from '../../shared/router';
import { SafeHtml } from '../../shared/safe-html';
import { useSession } from '../../shared/session';
import { usePromotionDetail } from './api/promotion-detail';
import { ApplyDialog } from './apply-dialog';
import './promotions.css';

/** /discountInfo?id=: a promotion's banner, title and content, and the apply button when it takes applications. */
export default function PromotionDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { token } = useSession();
  const detail = usePromotionDetail(id);
  const [applying, setApplying] = useState(false);
  const guard = useLoginGuard();

  if (detail.isPending && detail.fetchStatus !== 'idle') {
    return (
      <div className="paged-list-loading" role="status">
        <DotLoading /> {MSG.loading}
      </div>
    );
  }
  if (!detail.data) return <ErrorBlock status="empty" title={MSG.empty} description="" />;

  const promotion = detail.data;
  const onApply = () => {
    if (!token) {
      guard();
      return;
    }
    setApplying(true);
  };
  return (
    <article className="promotion-detail">
      <img className="promotion-banner" src={promotion.banner} alt="" />
      <h2 className="promotion-detail-title">{promotion.title}</h2>
      <div className="promotion-date">{promotion.created_at}</div>
      <SafeHtml className="promotion-content" html={promotion.content} />
      {promotion.can_apply === 1 && (
        <div className="promotion-apply">
          <Button block color="primary" size="large" onClick={onApply}>
            立即申请
          </Button>
        </div>
      )}
      <ApplyDialog activityId={promotion.id} visible={applying} onClose={() => setApplying(false)} />
    </article>
  );
}
