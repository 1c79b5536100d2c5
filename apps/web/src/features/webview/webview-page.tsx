import { useEffect } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { FrameScreen } from '../../shared/frame-screen';
import { frameUrl } from '../../shared/frame-url';
import { PATHS } from '../../shared/paths';
import { toast } from '../../shared/toast';

/** /webview/{url}: a frame of an http(s) URL, with the back-to-home bar. Anything else goes home. */
export default function WebviewPage() {
  const splat = useParams()['*'] ?? '';
  const navigate = useNavigate();
  let raw: string;
  try {
    raw = decodeURIComponent(splat);
  } catch {
    raw = '';
  }
  const url = /^https?:\/\//i.test(raw) ? frameUrl(raw) : undefined;
  useEffect(() => {
    if (!url) {
      toast.fail('链接无效');
      void navigate(PATHS.home, { replace: true });
    }
  }, [url, navigate]);
  return <FrameScreen url={url} title="浏览" />;
}
