import { Skeleton } from 'antd-mobile';

export function PageLoading() {
  return (
    <div className="page-loading" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
    </div>
  );
}
