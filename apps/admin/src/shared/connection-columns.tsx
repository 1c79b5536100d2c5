import { Button, Popconfirm, Space, Typography, type TableColumnType as ColumnType } from 'antd';

interface Connected {
  connected_by: string | null;
  connected_at: string | null;
}

/** Who connected a platform or a gateway channel, and when ('—' for one never connected). */
export function connectedByColumn<Row extends Connected>(title: string): ColumnType<Row> {
  return {
    title,
    key: 'connected',
    render: (_, row) =>
      row.connected_by === null ? (
        '—'
      ) : (
        <Space orientation="vertical" size={0}>
          {row.connected_by}
          <Typography.Text type="secondary">{row.connected_at}</Typography.Text>
        </Space>
      ),
  };
}

interface ConnectionActions<Row> {
  /** Hidden for a role that may not connect. */
  hidden: boolean;
  connected: (row: Row) => boolean;
  /** The connect button's text: first time, and again. */
  connectText: readonly [string, string];
  onConnect: (row: Row) => void;
  /** The disconnect confirmation's title and what disconnecting does. */
  confirm: (row: Row) => { title: string; description: string };
  onDisconnect: (row: Row) => void;
  disconnecting: boolean;
  /** The buttons' accessible names, where the row's name must tell them apart. */
  names?: (row: Row) => { connect: string; disconnect: string };
}

/** 操作: connect (or connect again) and, for a connected row, disconnect behind a confirmation. */
export function connectionActionsColumn<Row>(actions: ConnectionActions<Row>): ColumnType<Row> {
  return {
    title: '操作',
    key: 'actions',
    fixed: 'right',
    hidden: actions.hidden,
    render: (_, row) => {
      const names = actions.names?.(row);
      const { title, description } = actions.confirm(row);
      return (
        <Space>
          <Button size="small" aria-label={names?.connect} onClick={() => actions.onConnect(row)}>
            {actions.connected(row) ? actions.connectText[1] : actions.connectText[0]}
          </Button>
          {actions.connected(row) && (
            <Popconfirm title={title} description={description} onConfirm={() => actions.onDisconnect(row)}>
              <Button size="small" danger aria-label={names?.disconnect} disabled={actions.disconnecting}>
                断开
              </Button>
            </Popconfirm>
          )}
        </Space>
      );
    },
  };
}
