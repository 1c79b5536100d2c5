import { ARTICLE_SORTING } from '@casino/contract/list-sorting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { adminCall, errorText } from '../../api/call';
import { ARTICLES_PER_PAGE, articlesQuery, invalidateArticles } from './api';
import { ArticleForm, type Article } from './article-form';
import { useQuickChange } from '../../shared/use-quick-change';
import { useSortedList } from '../../shared/use-sorted-list';
import { editDeleteColumn } from '../../shared/row-actions';

/** 文章管理: the help pages players read (关于我们, 规则条款, …), one article per type. The page and sort are the URL's. */
export function ArticlesPage() {
  const list = useSortedList(ARTICLE_SORTING);
  const articles = useQuery(articlesQuery(list));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Article | 'new' | null>(null);
  const changed = () => invalidateArticles(queryClient);
  const remove = useQuickChange((article: Article) => adminCall('adminDeleteArticle', { type: article.type }), invalidateArticles);

  return (
    <Space vertical size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          文章管理
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          新增文章
        </Button>
      </Space>
      <Table<Article>
        rowKey="type"
        loading={articles.isPending || articles.isPlaceholderData}
        dataSource={articles.data?.data}
        locale={{ emptyText: articles.isError ? errorText(articles.error) : '暂无文章' }}
        pagination={{ current: list.page, pageSize: ARTICLES_PER_PAGE, total: articles.data?.total ?? 0, showSizeChanger: false }}
        onChange={list.onTableChange}
        columns={[
          { title: '类型', dataIndex: 'type', width: 90, ...list.column('type') },
          { title: '文章标题', dataIndex: 'title', ...list.column('title') },
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
    </Space>
  );
}
