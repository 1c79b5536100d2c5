import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CODES } from '@casino/contract/codes';
import { SERVER_MSG } from '@casino/contract/server-messages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberBalances } from '../src/ledger/balances';
import { checkLedger } from '../src/ledger/check';
import { startTestApp, type TestApp } from './support/app';
import { dialects } from './support/databases';
import { registerMember } from './support/members';
import { fundMember, memberId } from './support/money';
import { startServerProcess } from './support/server-process';

interface Answer {
  requestId: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or -1 when the connection failed (refused, reset). */
  status: number;
  code: number;
  message?: unknown;
}

/** One transfer against the running server, timed, on the client's keep-alive connections. */
async function timedTransfer(base: string, requestId: string, token: string, amount: string, source: string, target: string): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${base}/api/transfer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-request-id': requestId },
      body: JSON.stringify({ amount, sourcetype: source, targettype: target }),
    });
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code: number; message: unknown }) : { code: -1, message: text };
    return { requestId, startedAt, endedAt: performance.now(), status: response.status, code: body.code, message: body.message };
  } catch {
    return { requestId, startedAt, endedAt: performance.now(), status: -1, code: -1 };
  }
}

describe.each(dialects)('graceful shutdown on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('on SIGTERM under transfer load, answers what it accepted, writes every answered transfer and nothing else, and exits 0', async () => {
    const members: { id: number; token: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const { name, token } = await registerMember(t.app);
      const id = await memberId(t.db.database, name);
      await fundMember(t.db.database, id, 100_00);
      members.push({ id, token });
    }
    // At info the server logs "incoming request" with our X-Request-Id for each request it starts to handle.
    let log = '';
    const server = await startServerProcess(t.db.url, {
      env: { LOG_LEVEL: 'info' },
      onStdout: (text) => {
        log += text;
      },
    });
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
      server.child.once('exit', (code) => {
        resolve({ code, at: performance.now() });
      });
    });
    let exitedYet = false;
    void exited.then(() => {
      exitedYet = true;
    });

    const answers = new Map<number, Answer[]>(members.map((m) => [m.id, []]));
    const load = members.map(async ({ id, token }) => {
      for (let n = 1; !exitedYet && n < 5000; n += 1) {
        const platform = ['ag', 'bg', 'pp'][n % 3] ?? 'ag';
        const requestId = `load-${String(id)}-${String(n)}`;
        const answer = await (n % 2 === 0
          ? timedTransfer(server.base, requestId, token, '1.5', 'userbalance', platform)
          : timedTransfer(server.base, requestId, token, '1', platform, 'userbalance'));
        answers.get(id)?.push(answer);
      }
    });
    // Mid-load: once 20 transfers have gone through (how long that takes depends on the machine).
    const succeeded = () => [...answers.values()].flat().filter((a) => a.status === 200 && a.code === 200).length;
    for (let waited = 0; succeeded() < 20 && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await exited;
    await Promise.all(load);

    expect(exit.code).toBe(0);
    expect(exit.at - signalledAt).toBeLessThan(5000);
    const all = [...answers.values()].flat();
    // Every request the server started to handle was answered, those in flight at the signal included:
    // none was cut off with its connection. (On PostgreSQL a signal lands between a call's statements, and a
    // process.exit() there fails this; on SQLite a transfer runs in one macrotask, so the signal is handled
    // between calls and only the exit code and the ledger show the difference.)
    const started = new Set(
      log
        .split('\n')
        .filter((line) => line.includes('"incoming request"'))
        .map((line) => (JSON.parse(line) as { reqId: string }).reqId)
        .filter((reqId) => reqId.startsWith('load-')),
    );
    const byId = new Map(all.map((a) => [a.requestId, a]));
    expect(started.size).toBeGreaterThanOrEqual(20);
    // A request that reached the server after the signal is logged as incoming too, and refused before anything ran.
    // One still queued on the client, or written to an idle keep-alive connection as the server closed it, never
    // reached the server: its connection fails, it is not in the log, and it wrote nothing (the count below).
    const refusedWhileClosing = (answer: Answer | undefined) => answer?.status === 503 && answer.message === SERVER_MSG.serverRestarting;
    const cutOff = [...started].filter((reqId) => byId.get(reqId)?.status !== 200 && !refusedWhileClosing(byId.get(reqId)));
    expect(cutOff).toEqual([]);
    expect(log).toContain('shut down');
    // What the server did not start was refused whole: a 503 or a closed connection, never a 5xx from a half-done call.
    for (const a of all.filter((x) => x.status !== 200)) expect([503, -1]).toContain(a.status);
    for (const a of all.filter((x) => x.status === 503)) expect(a).toMatchObject({ code: CODES.serverError, message: SERVER_MSG.serverRestarting });

    for (const { id } of members) {
      const mine = answers.get(id) ?? [];
      const succeeded = mine.filter((a) => a.status === 200 && a.code === 200).length;
      const written = await sql<{ n: number | string }>`
        select count(*) as n from transfer join account on account.id = transfer.debit_account_id
        where account.member_id = ${id} and transfer.kind in ('transfer_in', 'transfer_out')`.execute(t.db.database.db);
      // Every transfer answered 200/200 is in the ledger, and no transfer is there that was not answered.
      expect(Number(written.rows[0]?.n)).toBe(succeeded);
      const balances = await memberBalances(t.db.database.db, id);
      expect(balances.mainFen + balances.gameFen).toBe(100_00);
    }
    expect(succeeded()).toBeGreaterThanOrEqual(20);
    expect(await checkLedger(t.db.database.db)).toEqual([]);
  }, 60_000);

  it('answers a request that reaches it while closing with HTTP 503 in our envelope, and still answers the one in flight', async () => {
    const s = await startTestApp(dialect);
    await s.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = s.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise((resolve) => socket.once('close', resolve));
    const arrived = new Promise((resolve) => s.app.server.once('request', resolve));
    const request = (id: string, body: string) =>
      `POST /api/app HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nX-Request-Id: ${id}\r\nContent-Type: application/json\r\nContent-Length: ${String(body.length)}\r\n\r\n${body}`;
    // The first request is in flight (its body not yet sent) when the server starts to close.
    socket.write(request('first', '{}').slice(0, -2));
    await arrived;
    const closed = s.app.close();
    for (let waited = 0; s.app.server.listening && waited < 2000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    // Its body, and a second request on the same (busy) connection.
    socket.write(`{}${request('second', '{}')}`);
    await closed;
    await ended;
    await s.db.drop();

    const answers = received.split(/(?=HTTP\/1\.1 )/).map((raw) => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
    });
    expect(answers.map((a) => a.status)).toEqual([200, 503]);
    expect(answers[0]?.head).toContain('x-request-id: first');
    const refused = answers[1];
    expect(refused?.head).toContain('connection: close');
    expect(refused?.head).toContain('x-request-id: second');
    expect(JSON.parse(refused?.body ?? '')).toEqual({ code: CODES.serverError, message: SERVER_MSG.serverRestarting, data: [] });
  });
});
