import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { errorText } from '../api/call';

/** A query's waiting and failed states: a spinner, or what failed with 重试; nothing once it has data. */
export function QueryState({ query }: { query: UseQueryResult }) {
  if (query.isPending) return <Spin />;
  if (query.isError) return <Result status="error" title={errorText(query.error)} extra={<Button onClick={() => void query.refetch()}>重试</Button>} />;
  return null;
}
