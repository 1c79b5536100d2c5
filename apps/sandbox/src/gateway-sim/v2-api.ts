import type { KeyObject } from 'node:crypto';
import { epayRsaSign, epayRsaVerify } from '../../../server/src/integrations/payments/epay/sign';
import type { EpaySimContext, EpaySimMerchant } from './context';
import type { Fields } from './form';

/** V2's limit on a request's timestamp skew, both ways (ApiHelper::api_verify). */
const TIMESTAMP_SKEW_S = 300;

/** A V2 refusal: unsigned, a negative code (ApiHelper's: -2 not enabled, -3 merchant/sign/timestamp, -4 no pid). */
export type V2Refusal = { code: number; msg: string };

/** A V2 answer signed by the platform: every field plus timestamp, SHA256withRSA by the platform's private key (§6.3). */
export function signedAnswer(key: KeyObject, now: number, fields: Record<string, string | number>): Record<string, string | number> {
  const answer: Record<string, string | number> = { ...fields, timestamp: String(Math.floor(now / 1000)) };
  const text = Object.fromEntries(Object.entries(answer).map(([name, value]) => [name, String(value)]));
  return { ...answer, sign_type: 'RSA', sign: epayRsaSign(text, key) };
}

/** The merchant of a V2 call whose signature and timestamp hold, or the refusal. */
function verifiedMerchant(context: EpaySimContext, fields: Fields, feature: string): { merchant: EpaySimMerchant & { merchantPublicKey: KeyObject } } | V2Refusal {
  if (fields.pid === undefined || fields.pid === '') return { code: -4, msg: '未传入任何参数' };
  const merchant = context.merchants.get(fields.pid);
  if (!merchant) return { code: -3, msg: '商户不存在' };
  const publicKey = merchant.merchantPublicKey;
  if (publicKey === undefined) return { code: -3, msg: `商户未配置RSA公钥，无法使用${feature}API接口` };
  if (fields.sign_type !== 'RSA') return { code: -3, msg: '该商户只能使用RSA签名类型' };
  const timestamp = fields.timestamp ?? '';
  if (!/^\d{10}$/.test(timestamp) || Math.abs(context.clock() / 1000 - Number(timestamp)) > TIMESTAMP_SKEW_S) return { code: -3, msg: '时间戳字段不正确，请检查服务器时间' };
  if (!epayRsaVerify(fields, publicKey)) return { code: -3, msg: 'RSA签名校验失败' };
  return { merchant: { ...merchant, merchantPublicKey: publicKey } };
}

/**
 * A V2 call's checks (ApiHelper::api_verify): the platform has its key (else -2, `feature` not enabled), then the merchant,
 * its RSA signature and the timestamp within 300 s. Answers the merchant and the key that signs the answer, or the refusal.
 */
export function verifiedV2Call(context: EpaySimContext, fields: Fields, feature: string): { refusal: V2Refusal } | { refusal?: undefined; merchant: EpaySimMerchant; platformKey: KeyObject } {
  const platformKey = context.platformPrivateKey;
  if (platformKey === undefined) return { refusal: { code: -2, msg: `平台未配置RSA密钥，${feature}未开启` } };
  const verified = verifiedMerchant(context, fields, feature);
  return 'code' in verified ? { refusal: verified } : { merchant: verified.merchant, platformKey };
}
