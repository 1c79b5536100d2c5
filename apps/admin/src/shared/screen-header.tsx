import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's title, with its actions on the right (below it where the screen is too narrow for both). */
export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Space>
  );
}

/** 刷新: asks the list again, spinning while it does. */
export function RefreshButton({ list }: { list: { refetch: () => Promise<unknown>; isFetching: boolean } }) {
  return (
    <Button onClick={() => void list.refetch()} loading={list.isFetching}>
      刷新
    </Button>
  );
}
