import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { epayMd5Sign, epayMd5Verify, epayRsaSign, epayRsaVerify, epaySignContent } from '../src/integrations/payments/epay/sign';

// The worked examples of docs/protocols/epay.md §2.2, §3.2 and §6.3 (the gateway doc page's sample key and pid).
const KEY = '89unJUB8HZ54Hj7x4nUj56HN4nUzUJ8i';

const REQUEST = {
  pid: '1001',
  type: 'alipay',
  out_trade_no: '20160806151343349',
  notify_url: 'http://www.pay.com/notify_url.php',
  return_url: 'http://www.pay.com/return_url.php',
  name: 'VIP会员',
  money: '1.00',
  clientip: '192.168.1.100',
  device: 'pc',
  param: '',
  sign_type: 'MD5',
};

const NOTIFY = {
  money: '1',
  name: 'VIP会员',
  out_trade_no: '20160806151343349',
  pid: '1001',
  trade_no: '20160806151343349021',
  trade_status: 'TRADE_SUCCESS',
  type: 'alipay',
};

describe('EPay signatures (docs/protocols/epay.md §2, §6.3)', () => {
  it('signs the request of §2.2: sorted, raw values, empty param and sign_type left out, the key appended', () => {
    expect(epaySignContent(REQUEST)).toBe(
      'clientip=192.168.1.100&device=pc&money=1.00&name=VIP会员&notify_url=http://www.pay.com/notify_url.php&out_trade_no=20160806151343349&pid=1001&return_url=http://www.pay.com/return_url.php&type=alipay',
    );
    expect(epayMd5Sign(REQUEST, KEY)).toBe('b69877a0d1c17c9a7e66f63a2dca869f');
  });

  it('gives none of the wrong variants’ hashes of §2.2, and money 1 is signed apart from 1.00', () => {
    const sign = epayMd5Sign(REQUEST, KEY);
    expect(sign).not.toBe('3b56341b0455e5ed3129b7e5b0c07be4'); // URL-encoded values
    expect(sign).not.toBe('4e4d36b6816ba5ae3a4311bda2d39005'); // &key= suffix
    expect(epayMd5Sign({ ...REQUEST, money: '1' }, KEY)).toBe('779d6303389fb1bbce1434ba8a9ee219');
  });

  it('signs the notifications of §3.2: G-mid money 1, G-old money 1.00, and with param', () => {
    expect(epayMd5Sign(NOTIFY, KEY)).toBe('d234c00c90982004526450b6a5e31089');
    expect(epayMd5Sign({ ...NOTIFY, money: '1.00' }, KEY)).toBe('3ec3bda0f65fd24c5320e7ab770b2547');
    expect(epayMd5Sign({ ...NOTIFY, param: 'uid=42' }, KEY)).toBe('df78da6896d94bea7f4d9e1185d4f692');
  });

  it('leaves out sign, sign_type, missing, empty and whitespace-only values, and keeps "0"', () => {
    expect(epaySignContent({ b: '2', a: '1', sign: 'x', sign_type: 'MD5', c: '', d: undefined, e: '  ', f: '0' })).toBe('a=1&b=2&f=0');
    // ASCII order: capitals before lower case, "_" between them.
    expect(epaySignContent({ b: '1', B: '2', a_b: '3', ab: '4' })).toBe('B=2&a_b=3&ab=4&b=1');
  });

  it('verifies the notify of §3.2 as received, and refuses a changed field, another key, an upper-case or missing sign', () => {
    const received = { ...NOTIFY, sign: 'd234c00c90982004526450b6a5e31089', sign_type: 'MD5' };
    expect(epayMd5Verify(received, KEY)).toBe(true);
    expect(epayMd5Verify({ ...received, money: '2' }, KEY)).toBe(false);
    expect(epayMd5Verify({ ...received, param: 'uid=42' }, KEY)).toBe(false);
    expect(epayMd5Verify(received, `${KEY}x`)).toBe(false);
    expect(epayMd5Verify({ ...received, sign: received.sign.toUpperCase() }, KEY)).toBe(false);
    expect(epayMd5Verify({ ...received, sign: received.sign.slice(0, 31) }, KEY)).toBe(false);
    expect(epayMd5Verify(NOTIFY, KEY)).toBe(false);
  });

  it('signs V2 with SHA256withRSA over the content of §6.3, as node:crypto verifies it, and verifies such signatures', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const params = {
      clientip: '192.168.1.100',
      device: 'pc',
      method: 'web',
      money: '1.00',
      name: 'VIP会员',
      notify_url: 'http://www.pay.com/notify_url.php',
      out_trade_no: '20160806151343349',
      pid: '1001',
      return_url: 'http://www.pay.com/return_url.php',
      timestamp: '1721206072',
      type: 'alipay',
      param: '',
      sign_type: 'RSA',
    };
    const content =
      'clientip=192.168.1.100&device=pc&method=web&money=1.00&name=VIP会员&notify_url=http://www.pay.com/notify_url.php&out_trade_no=20160806151343349&pid=1001&return_url=http://www.pay.com/return_url.php&timestamp=1721206072&type=alipay';
    const signature = epayRsaSign(params, privateKey);
    expect(verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    // PKCS#1 v1.5 is deterministic: node's own signature of the content is the same.
    expect(signature).toBe(sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64'));

    expect(epayRsaVerify({ ...params, sign: signature }, publicKey)).toBe(true);
    expect(epayRsaVerify({ ...params, sign: signature, money: '1' }, publicKey)).toBe(false);
    expect(epayRsaVerify({ ...params, sign: signature }, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey)).toBe(false);
    expect(epayRsaVerify({ ...params, sign: 'not base64!' }, publicKey)).toBe(false);
    expect(epayRsaVerify({ ...params, sign: 'AAAA' }, publicKey)).toBe(false);
    expect(epayRsaVerify(params, publicKey)).toBe(false);
  });
});
