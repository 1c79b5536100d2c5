// The antd-mobile pieces of the home route's first load, imported by path: the package's index names every
// component, and the first-load chunk (vite.config.ts) would take in all of them. Elsewhere import from 'antd-mobile'.
import 'antd-mobile/es/global';

export { default as Button } from 'antd-mobile/es/components/button';
export { default as TabBar } from 'antd-mobile/es/components/tab-bar';
export { default as AppOutline } from 'antd-mobile-icons/es/AppOutline';
export { default as CloseOutline } from 'antd-mobile-icons/es/CloseOutline';
export { default as GiftOutline } from 'antd-mobile-icons/es/GiftOutline';
export { default as LeftOutline } from 'antd-mobile-icons/es/LeftOutline';
export { default as PayCircleOutline } from 'antd-mobile-icons/es/PayCircleOutline';
export { default as SoundOutline } from 'antd-mobile-icons/es/SoundOutline';
export { default as UserOutline } from 'antd-mobile-icons/es/UserOutline';
