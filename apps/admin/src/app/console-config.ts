import type { ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';

/** antd as the console uses it: in Chinese, its buttons' two characters written as they are (保存, not 保 存). */
export const CONSOLE_CONFIG = { locale: zhCN, button: { autoInsertSpace: false } } satisfies ConfigProviderProps;
