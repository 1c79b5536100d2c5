// What the rest of the server may use of the redpacket area; everything else in modules/redpacket/ is its own (ESLint: import-x/no-restricted-paths).
export { setRedPacketSwitch } from './switch';
