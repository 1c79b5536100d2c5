// The ceiling: a bare Fastify route answering a constant balance envelope, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { code: 200, message: '操作成功', data: { balance: 100, gameblance: 0 } };
app.post('/api/balance', () => answer);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
