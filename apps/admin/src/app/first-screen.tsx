import { useSuspenseQuery } from '@tanstack/react-query';
import { Result } from 'antd';
import { Navigate } from 'react-router';
import { meQuery } from '../api/me';
import { NAV, roleMaySee } from './nav';

/** `/admin/`: the first screen of the menu the operator's role may see. */
export function FirstScreen() {
  const { data: me } = useSuspenseQuery(meQuery);
  const first = NAV.find((item) => roleMaySee(me.role, item));
  if (first) return <Navigate to={`/${first.path}`} replace />;
  return <Result status="info" title="暂无可用的功能" subTitle="您的角色还没有可以使用的页面，请联系所有者。" />;
}
