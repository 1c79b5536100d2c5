import { Descriptions, Typography } from 'antd';

/** JSON text laid out to read; text that is not JSON as it is. */
function readable(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

const block = (json: string | null) =>
  json === null ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{readable(json)}</pre>
  );

/** What an audited action changed: the state before and after it. */
export function ChangeDetail({ before, after }: { before: string | null; after: string | null }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      items={[
        { key: 'before', label: '变更前', children: block(before) },
        { key: 'after', label: '变更后', children: block(after) },
      ]}
    />
  );
}
