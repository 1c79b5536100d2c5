import { ARTICLE_TYPES } from '@casino/contract/codes';
import { Button, Collapse, Tabs } from 'antd-mobile';
import { PATHS } from '../../shared/paths';
import { useAppNavigate } from '../../shared/use-app-navigate';
import { ArticleView } from './article-view';
import './articles.css';

/** The questions and the site's rules, one accordion panel each. */
const FAQ_PANELS = [
  ['常见问题', ARTICLE_TYPES.faq],
  ['规则条款', ARTICLE_TYPES.terms],
  ['隐私政策', ARTICLE_TYPES.privacy],
  ['关于我们', ARTICLE_TYPES.about],
  ['博彩责任', ARTICLE_TYPES.responsibleGaming],
] as const;

/** Help (SPEC §2): 新手指南, 常见问题 (an accordion) and 联系我们 (the service chat). */
export default function CustomerPage() {
  const navigate = useAppNavigate();
  return (
    <div className="articles-page">
      <Tabs defaultActiveKey="guide">
        <Tabs.Tab title="新手指南" key="guide">
          <ArticleView type={ARTICLE_TYPES.guide} />
        </Tabs.Tab>
        <Tabs.Tab title="常见问题" key="faq">
          <Collapse accordion defaultActiveKey={String(ARTICLE_TYPES.faq)}>
            {FAQ_PANELS.map(([title, type]) => (
              <Collapse.Panel key={String(type)} title={title}>
                <ArticleView type={type} />
              </Collapse.Panel>
            ))}
          </Collapse>
        </Tabs.Tab>
        <Tabs.Tab title="联系我们" key="contact">
          <ArticleView type={ARTICLE_TYPES.contact} />
          <Button block color="primary" size="large" className="articles-contact" onClick={() => navigate(PATHS.kefu)}>
            联系在线客服
          </Button>
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
