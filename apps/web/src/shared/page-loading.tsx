import { SkeletonLines } from './skeleton';

export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <SkeletonLines title count={5} />
    </div>
  );
}
