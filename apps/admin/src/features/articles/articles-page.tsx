import { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { articlesQuery, invalidateArticles } from './api';
import { ArticleForm, type Article } from './article-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { ResourceTable } from '../../shared/resource-table';
import { editDeleteColumn } from '../../shared/row-actions';
import { ScreenHeader } from '../../shared/screen-header';
import { useListParams } from '../../shared/use-list-params';

/** 文章管理: the help pages players read (关于我们, 规则条款, …), one article per type. The page and sort are the URL's. */
export function ArticlesPage() {
  const list = useListParams({ sorting: ARTICLE_SORTING });
  const articles = useQuery(articlesQuery(list.params));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const changed = () => invalidateArticles(queryClient);
  const remove = useQuickChange((article: Article) => adminCall('adminDeleteArticle', { type: article.type }), invalidateArticles);

  return (
    <>
      <ScreenHeader title="文章管理">
        <Button type="primary" onClick={() => setEditing('new')}>
          新增文章
        </Button>
      </ScreenHeader>
      <ResourceTable
        rowKey="type"
        query={articles}
        list={list}
        empty="暂无文章"
        columns={[
          { title: '类型', dataIndex: 'type', width: 90, sortBy: 'type' },
          { title: '文章标题', dataIndex: 'title', sortBy: 'title' },
          editDeleteColumn(setEditing, remove, '删除这篇文章？'),
        ]}
      />
      {editing !== null && (
        <ArticleForm
          article={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void changed();
          }}
        />
      )}
    </>
  );
}
