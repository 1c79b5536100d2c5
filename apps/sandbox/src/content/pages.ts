import type { FastifyInstance } from 'fastify';
import { htmlPage } from '../../../server/src/platform/http/html-page';
import { escapeMarkup } from '../../../server/src/platform/security/escape-markup';

/** Stand-ins for the operator's service chat and agent back office, which live elsewhere in production. */
const PAGES: Record<string, { title: string; body: string }> = {
  kefu: {
    title: '在线客服',
    body: '<p>您好，欢迎咨询！这是演示站点的客服页面。</p><p>正式运营时，请在站点设置中把客服地址换成您的在线客服系统。</p>',
  },
  agent: {
    title: '代理后台',
    body: '<p>这是演示站点的代理后台入口。</p><p>正式运营时，请在站点设置中把代理登录地址换成您的代理后台。</p>',
  },
};

const STYLE = `body{margin:0;font-family:'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif;background:#f5f6fa;color:#333}header{background:#1677ff;color:#fff;padding:14px 16px;font-size:17px;font-weight:600}main{padding:16px;line-height:1.7}`;

const page = (title: string, body: string) => htmlPage({ title, style: STYLE, body: `<header>${escapeMarkup(title)}</header><main>${body}</main>` });

export function demoPageRoutes(app: FastifyInstance): void {
  // The page a gateway channel (GO PAY, OK PAY, AnToken) sends the member to.
  app.get<{ Params: { no: string } }>('/demo/pay/:no', (request, reply) => {
    const no = request.params.no.replace(/[^A-Za-z0-9]/g, '').slice(0, 40);
    const body = `<p>订单号：${no}</p><p>这是演示支付网关。正式运营时，这里是支付机构的收银台。</p><p>演示站点的存款由运营人员在后台审核通过后到账。</p>`;
    return reply.type('text/html; charset=utf-8').send(page('演示支付', body));
  });

  app.get<{ Params: { name: string } }>('/demo/:name', (request, reply) => {
    const found = PAGES[request.params.name];
    if (!found) return reply.status(404).send();
    return reply.type('text/html; charset=utf-8').send(page(found.title, found.body));
  });
}
