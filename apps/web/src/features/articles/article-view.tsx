import { MSG } from '@casino/contract/messages';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { SafeHtml } from '../../shared/safe-html';
import { useArticle } from './api/article';

/** One article's HTML (SPEC §2), with its loading, empty and error states. */
export function ArticleView({ type }: { type: number }) {
  const article = useArticle(type);
  if (article.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  if (article.isError) {
    return (
      <ErrorBlock status="disconnected" title={MSG.loadFailed} description="">
        <Button color="primary" onClick={() => void article.refetch()}>
          重试
        </Button>
      </ErrorBlock>
    );
  }
  if (!article.data) return <ErrorBlock status="empty" title={MSG.empty} description="" />;
  return <SafeHtml html={article.data} className="article-body" />;
}
