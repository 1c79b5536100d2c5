import { ARTICLE_TYPES } from '@casino/contract/codes';
import { Tabs } from 'antd-mobile';
import { ArticleView } from './article-view';
import './articles.css';

const TABS = [
  ['关于我们', ARTICLE_TYPES.about],
  ['规则条款', ARTICLE_TYPES.terms],
  ['隐私政策', ARTICLE_TYPES.privacy],
  ['博彩责任', ARTICLE_TYPES.responsibleGaming],
] as const;

/** About (SPEC §2): four tabs, each an article from the server. */
export default function AboutPage() {
  return (
    <div className="articles-page">
      <Tabs defaultActiveKey={String(TABS[0][1])}>
        {TABS.map(([title, type]) => (
          <Tabs.Tab title={title} key={String(type)}>
            <ArticleView type={type} />
          </Tabs.Tab>
        ))}
      </Tabs>
    </div>
  );
}
