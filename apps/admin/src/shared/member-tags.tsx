import { Space, Tag } from 'antd';

/** A member's tags (高风险, 套利…) as operators set them on the member's detail; nothing when none. */
export function MemberTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <Space size={4} wrap>
      {tags.map((tag) => (
        <Tag key={tag} color="purple">
          {tag}
        </Tag>
      ))}
    </Space>
  );
}
