import { checkMemberTags, MEMBER_TAG_LENGTH_MAX, MEMBER_TAG_SUGGESTIONS, MEMBER_TAGS_MAX } from '@casino/contract/rules/admin-member-risk';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { adminCall } from '../../api/call';
import { useMayCall } from '../../api/me';
import { MemberTags } from '../../shared/member-tags';
import { useCheckedSave } from '../../shared/use-checked-save';
import { refreshMember } from './api';

/** 标签: the member's tags, read by every role that reads the member, set (a few suggested, any short one typed) by those that may. */
export function MemberTagsCard({ username, tags }: { username: string; tags: readonly string[] }) {
  const client = useQueryClient();
  const maySet = useMayCall('adminSetMemberTags');
  const [chosen, setChosen] = useState<string[]>([...tags]);
  const { save, saving } = useCheckedSave({
    check: (asked: string[]) => checkMemberTags(asked),
    send: (asked: string[]) => adminCall('adminSetMemberTags', { username, tags: asked }),
    onSaved: () => refreshMember(client, username),
  });
  const unchanged = chosen.length === tags.length && chosen.every((tag, index) => tag === tags[index]);
  return (
    <Card title="标签" size="small">
      {maySet ? (
        <Space wrap>
          <Select
            mode="tags"
            aria-label="会员标签"
            style={{ minWidth: 320 }}
            value={chosen}
            onChange={setChosen}
            tokenSeparators={[',', '，']}
            placeholder="选择或输入标签，回车添加"
            options={MEMBER_TAG_SUGGESTIONS.map((tag) => ({ value: tag, label: tag }))}
          />
          <Button type="primary" loading={saving} disabled={unchanged} onClick={() => save(chosen)}>
            保存标签
          </Button>
          <Typography.Text type="secondary">{`最多${String(MEMBER_TAGS_MAX)}个，每个不超过${String(MEMBER_TAG_LENGTH_MAX)}个字；显示在会员列表和充值、提现审核中`}</Typography.Text>
        </Space>
      ) : tags.length === 0 ? (
        '无'
      ) : (
        <MemberTags tags={tags} />
      )}
    </Card>
  );
}
