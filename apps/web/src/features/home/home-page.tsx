import { NavBar } from 'antd-mobile';
import { useAppInfo } from '../../api/queries/app-info';

export function HomePage() {
  const { data } = useAppInfo();
  return (
    <main>
      <NavBar back={null}>{data?.title ?? ''}</NavBar>
    </main>
  );
}
