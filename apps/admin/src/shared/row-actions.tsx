import { Button, Popconfirm, Space, type TableColumnType } from 'antd';

/** What a delete needs of its mutation: to start one, and whether one is in flight. */
interface RowRemoval<Row> {
  mutate: (row: Row) => void;
  isPending: boolean;
}

/** The 操作 column of a content list: 编辑 opens the row's form; 删除 asks `question` first, and waits while a delete is in flight. */
export function editDeleteColumn<Row>(onEdit: (row: Row) => void, remove: RowRemoval<Row>, question: string): TableColumnType<Row> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width: 140,
    render: (_, row) => (
      <Space>
        <Button size="small" onClick={() => onEdit(row)}>
          编辑
        </Button>
        <Popconfirm title={question} onConfirm={() => remove.mutate(row)}>
          <Button size="small" danger disabled={remove.isPending}>
            删除
          </Button>
        </Popconfirm>
      </Space>
    ),
  };
}

/** The 操作 column of a settings list: 编辑 opens the row's form; `label` names the button for a screen reader where 编辑 alone is not enough. */
export function editColumn<Row>(onEdit: (row: Row) => void, { width, label }: { width?: number; label?: (row: Row) => string } = {}): TableColumnType<Row> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    width,
    render: (_, row) => (
      <Button size="small" aria-label={label?.(row)} onClick={() => onEdit(row)}>
        编辑
      </Button>
    ),
  };
}
