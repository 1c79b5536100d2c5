import { toString as qrText } from 'qrcode';

/**
 * A QR code drawn with Unicode half blocks (no escape sequences), for an authenticator app to scan off
 * the terminal where `npm run admin` ran.
 */
export function terminalQr(text: string): Promise<string> {
  return qrText(text, { type: 'utf8', errorCorrectionLevel: 'M', margin: 2 });
}
