import { checkMemberSearch, MEMBER_SEARCH_MIN } from '@casino/contract/rules/admin-member-search';
import { Input, Typography } from 'antd';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the search is asked for: one call per word, not per keystroke. */
const DEBOUNCE_MS = 350;

/**
 * The search text: the start of a username, real name or mobile. A text the contract's rule refuses (one
 * character) is not sent: the box says why, and the list stays as it was.
 */
export function MemberSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const refused = checkMemberSearch(text);
  useEffect(() => {
    const q = text.trim();
    if (q === value || checkMemberSearch(q) !== undefined) return;
    const timer = setTimeout(() => onSearch(q), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div>
      <Input.Search
        aria-label="搜索会员"
        placeholder={`账号、姓名或手机号开头（至少${String(MEMBER_SEARCH_MIN)}个字）`}
        allowClear
        style={{ width: 320 }}
        maxLength={64}
        value={text}
        status={refused === undefined ? '' : 'warning'}
        aria-describedby={refused === undefined ? undefined : 'member-search-refused'}
        onChange={(event) => setText(event.target.value)}
        onSearch={(q) => {
          if (checkMemberSearch(q) === undefined) onSearch(q.trim());
        }}
      />
      {refused !== undefined && (
        <Typography.Text id="member-search-refused" type="warning" role="status" style={{ display: 'block', marginTop: 4 }}>
          {refused}
        </Typography.Text>
      )}
    </div>
  );
}
