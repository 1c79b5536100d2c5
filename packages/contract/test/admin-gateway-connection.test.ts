import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../src/admin-messages';
import { checkGatewayConnection } from '../src/rules/admin-gateway-connection';

const PRIVATE = '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----';
const PUBLIC = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----';
const md5 = { sign_type: 'MD5', api_url: 'https://pay.example.com/', pid: '1001', key: 'k9XgT2fQm8ZpL4rW7vB3nC6yH1sD5aJe' };

describe("an EPay gateway connection (the console's form and its call)", () => {
  it('takes an MD5 connection, with or without its optional settings, and an RSA one with both keys', () => {
    expect(checkGatewayConnection(md5)).toBeUndefined();
    expect(checkGatewayConnection({ ...md5, pay_url: 'https://cashier.example.com/pay', pay_type: 'alipay', private_key: PRIVATE, gateway_public_key: PUBLIC })).toBeUndefined();
    expect(checkGatewayConnection({ ...md5, pay_url: '/gateway-sim' })).toBeUndefined();
    expect(checkGatewayConnection({ ...md5, sign_type: 'RSA', private_key: PRIVATE, gateway_public_key: PUBLIC })).toBeUndefined();
  });

  it('names the first thing wrong, in the order of the form', () => {
    for (const api_url of ['', 'ftp://pay.example.com', 'pay.example.com', 'https://pay.example.com/?a=1', 'https://pay.example.com/#x']) {
      expect(checkGatewayConnection({ ...md5, api_url, pid: '' }), api_url).toBe(ADMIN_MSG.adminGatewayApiUrl);
    }
    expect(checkGatewayConnection({ ...md5, pay_url: 'javascript:alert(1)' })).toBe(ADMIN_MSG.adminGatewayPayUrl);
    for (const pid of ['', 'abc', '12.5']) expect(checkGatewayConnection({ ...md5, pid }), pid).toBe(ADMIN_MSG.adminGatewayPid);
    for (const key of ['', 'short', 'has space in it 123', 'x'.repeat(129)]) expect(checkGatewayConnection({ ...md5, key }), key).toBe(ADMIN_MSG.adminGatewayKey);
    expect(checkGatewayConnection({ ...md5, pay_type: 'AliPay' })).toBe(ADMIN_MSG.adminGatewayPayType);
    expect(checkGatewayConnection({ ...md5, sign_type: 'RSA', private_key: PRIVATE })).toBe(ADMIN_MSG.adminGatewayRsaKeys);
    expect(checkGatewayConnection({ ...md5, gateway_public_key: PUBLIC })).toBe(ADMIN_MSG.adminGatewayPayoutKeys);
    expect(checkGatewayConnection({ ...md5, private_key: PUBLIC, gateway_public_key: PUBLIC })).toBe(ADMIN_MSG.adminGatewayPrivateKey);
    expect(checkGatewayConnection({ ...md5, private_key: PRIVATE, gateway_public_key: PRIVATE })).toBe(ADMIN_MSG.adminGatewayPublicKeyPrivate);
    expect(checkGatewayConnection({ ...md5, private_key: PRIVATE, gateway_public_key: 'not a key' })).toBe(ADMIN_MSG.adminGatewayPublicKey);
  });
});
