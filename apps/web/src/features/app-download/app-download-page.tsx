import { MSG } from '@casino/contract/messages';
import { Button, Steps } from 'antd-mobile';
import { useNavigate } from '../../shared/router';
import { useAppInfo } from '../../api/queries/app-info';
import { AppHeader } from '../../shared/app-header';
import { href, PATHS } from '../../shared/paths';
import './app-download-page.css';


const STEPS = [
  '点击下方“立即下载”按钮',
  '在弹出的提示中点击“安装”',
  '回到手机桌面，等待应用安装完成',
  '打开“设置”—“通用”—“VPN与设备管理”',
  '在“企业级应用”中找到本应用的描述文件',
  '点击“信任”，并在弹窗中再次确认“信任”',
  '回到桌面，打开应用即可开始游戏',
];

/** /app: the seven-step iOS install guide and the download button; without an iOS download, says so. */
export default function AppDownloadPage() {
  const navigate = useNavigate();
  const { data } = useAppInfo();
  const available = data !== undefined && data.ios_download_url !== '';
  return (
    <div className="app-download">
      <AppHeader title="APP下载" onBack={() => void navigate(-1)} />
      <section className="app-download-hero">
        <h2>{data?.title ?? ''} iOS 客户端</h2>
        <p>随时随地，畅玩全部游戏</p>
      </section>
      {available && (
        <Steps direction="vertical" current={STEPS.length}>
          {STEPS.map((step, index) => (
            <Steps.Step key={step} title={`第${String(index + 1)}步`} description={step} status="process" />
          ))}
        </Steps>
      )}
      {data && (
        <div className="app-download-action">
          {available ? (
            <Button block color="primary" size="large" onClick={() => void navigate(href(PATHS.gamePage, { app: 1 }))}>
              立即下载
            </Button>
          ) : (
            <>
              <p className="app-download-unavailable" role="status">
                {MSG.iosDownloadUnavailable}
              </p>
              <Button block color="primary" fill="outline" size="large" onClick={() => void navigate(PATHS.kefu)}>
                联系客服
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
