/** Grey placeholder lines while content loads: CSS only (antd-mobile's Skeleton would bring its library to the home route). */
export function SkeletonLines({ count, title = false }: { count: number; title?: boolean }) {
  return (
    <div className="skeleton-lines" aria-hidden>
      {title && <span className="skeleton-line skeleton-title" />}
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
