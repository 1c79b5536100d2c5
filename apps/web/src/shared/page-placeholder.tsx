import { ErrorBlock } from 'antd-mobile';

/** A route whose screen a later release builds. */
export function PagePlaceholder({ title }: { title: string }) {
  return <ErrorBlock status="empty" title={title} description="该页面即将开放，敬请期待" />;
}
