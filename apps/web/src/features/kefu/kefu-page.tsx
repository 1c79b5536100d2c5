import { MSG } from '@casino/contract/messages';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request';
import { frameUrl } from '../../shared/frame-url';
import './kefu-page.css';

/** /kefu: the service chat in a frame, or 加载中... until its address is known (kept alive). */
export default function KefuPage() {
  const service = useQuery({ queryKey: ['service-url'], queryFn: async () => (await request('getservicerurl', {})).data.url, staleTime: 10 * 60_000 });
  const url = frameUrl(service.data);
  if (!url) return <p className="kefu-loading">{MSG.loading}</p>;
  return <iframe className="kefu-frame" src={url} title="在线客服" sandbox="allow-scripts allow-same-origin allow-forms allow-popups" />;
}
