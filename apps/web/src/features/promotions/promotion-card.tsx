import type { PromotionSummary } from '@casino/contract/entities/promotions';
import { Link } from '../../shared/router';
import { href, PATHS } from '../../shared/paths';

/** One promotion of the list: its banner, title and date; opens the detail. `first`: on the first screen, so its banner is not left to lazy loading. */
export function PromotionCard({ promotion, first = false }: { promotion: PromotionSummary; first?: boolean }) {
  return (
    <Link className="promotion-card" to={href(PATHS.discountInfo, { id: promotion.id })}>
      <img className="promotion-banner" src={promotion.banner} alt="" loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
      <div className="promotion-card-text">
        <div className="promotion-title">{promotion.title}</div>
        <div className="promotion-date">{promotion.created_at}</div>
      </div>
    </Link>
  );
}
