import { MSG } from '@casino/contract/messages';
import { frameSandbox } from '../../shared/frame-sandbox';
import { frameUrl } from '../../shared/frame-url';
import { useServiceUrl } from './api/service-url';
import './kefu-page.css';

/** /kefu: the service chat in a frame, or 加载中... until its address is known (kept alive). */
export default function KefuPage() {
  const service = useServiceUrl();
  const url = frameUrl(service.data);
  return (
    <>
      {/* The chat draws its own bar: the screen's heading is for assistive technology. */}
      <h1 className="visually-hidden">在线客服</h1>
      {url ? <iframe className="kefu-frame" src={url} title="在线客服" sandbox={frameSandbox(url)} /> : <p className="kefu-loading">{MSG.loading}</p>}
    </>
  );
}
