import type { MemberLink as Link } from '@casino/contract/entities/account';
import { MEMBER_LINK_LABELS } from '@casino/contract/labels';
import { Popover, Space, Tag } from 'antd';
import { MemberLink } from './member-link';

/** Each member linked to this one, as a warning tag: 与 zhang002 共用收款账户 6222…, the name one click from their detail. */
export function MemberLinks({ links }: { links: readonly Link[] }) {
  return (
    <Space size={4} wrap>
      {links.map((link) => (
        <Tag key={`${link.kind}:${link.username}:${link.value}`} color="orange">
          与 <MemberLink username={link.username} /> 共用{MEMBER_LINK_LABELS[link.kind]} {link.value}
        </Tag>
      ))}
    </Space>
  );
}

/** In a queue's row: how many members are linked, the links themselves on hover or click (nothing when none). */
export function MemberLinksTag({ links }: { links: readonly Link[] }) {
  const members = new Set(links.map((link) => link.username)).size;
  if (members === 0) return null;
  return (
    <Popover title="关联账户" trigger={['hover', 'click']} content={<div style={{ maxWidth: 480 }}><MemberLinks links={links} /></div>}>
      <Tag color="orange" style={{ cursor: 'pointer' }}>{`关联 ${String(members)} 个账户`}</Tag>
    </Popover>
  );
}
