import { Typography } from 'antd';

/** One-time recovery codes as they are shown the once: two columns, each copyable, and all of them at once. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <div>
      <ol data-testid="recovery-codes" style={{ columns: 2, fontFamily: 'monospace', fontSize: 15, margin: '0 0 8px', paddingInlineStart: 28 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Typography.Text copyable={{ text: codes.join('\n'), tooltips: ['复制全部恢复码', '已复制'] }} type="secondary">
        每个恢复码只能使用一次：手机不在身边时，在登录时代替动态验证码输入。请与手机分开保存。
      </Typography.Text>
    </div>
  );
}
