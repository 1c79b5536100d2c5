import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/platform/config/config';
import type { DialectName } from '../../src/platform/db/database';
import { createAdmin } from '../../src/modules/operators/admins';
import { openSession } from '../../src/platform/security/sessions';
import { hashToken } from '../../src/platform/security/tokens';
import { testSecrets, totpCode } from '../support/admins';
import { createTestDatabase, type TestDatabase } from '../support/databases';
import { PAY_PASSWORD, registerMember, uniqueName } from '../support/members';
import { fundMember, memberId } from '../support/money';
import { TRC20_ADDRESS } from '../../../../packages/contract/test/crypto-addresses';
import { sandboxBeside } from '../support/sandbox';

/** Log lines at error level or above (pino's 50): an unhandled error the envelope may have hidden. */
class ErrorLog extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      if (((JSON.parse(line) as { level?: number }).level ?? 0) >= 50) this.lines.push(line);
    }
    done();
  }
}

export interface FuzzMember {
  id: number;
  name: string;
  token: string;
}

/** Rows of the fuzzed member and of the other member, named by what a request would carry. */
export interface FuzzIds {
  memberName: string;
  memberId: number;
  /** The member's bank card for withdrawals, and a spare one a fuzzed delcard may remove. */
  payoutCardId: number;
  spareCardId: number;
  depositNo: string;
  adminName: string;
  adminPassword: string;
  /** The operator's TOTP secret, for a right code. */
  adminSecret: string;
  /** The other member's rows: a member must neither read nor change them. */
  other: { id: number; name: string; cardId: number; depositNo: string; withdrawalId: number; inboxId: number; activityApplyId: number; agentApplyId: number };
}

export interface FuzzWorld {
  dialect: DialectName;
  app: FastifyInstance;
  db: TestDatabase;
  errors: ErrorLog;
  member: FuzzMember;
  other: FuzzMember;
  adminToken: string;
  ids: FuzzIds;
  /** What only the other member's rows hold: none may reach the fuzzed member's answers. */
  otherMarkers: string[];
  /** Puts back what a successful run may have taken from the next runs (sessions, passwords, attempt limits). */
  afterRun(): Promise<void>;
  close(): Promise<void>;
}

const OTHER_REALNAME = '欧阳娜娜';
const OTHER_CARD = '6225889912345678';
const OTHER_BRANCH = '深圳南山秘密支行';
const OTHER_MOBILE = '13987654321';
const OTHER_TITLE = '乙的私信标题';
const OTHER_CONTENT = '乙的私信内容七七';
const OTHER_REASON = '乙的代理申请理由';

/** Answers a setup call's data, failing the setup on any refusal. */
async function succeed(app: FastifyInstance, path: string, body: Record<string, unknown>, token?: string, key?: string): Promise<{ message: unknown; data: unknown }> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: JSON.stringify(body),
  });
  const envelope = response.json<{ code: number; message: unknown; data: unknown }>();
  if (envelope.code !== 200) throw new Error(`fuzz setup: ${path} answered ${response.body}`);
  return envelope;
}

const bankCard = (owner: string, bank_no: string, bank_address = '北京朝阳支行') => ({ bank_owner: owner, bank: '招商银行', bank_address, bank_no, pay_pass: PAY_PASSWORD });
const bankDeposit = (owner: string) => ({ paytype: 1, amount: '200', catepay: '', bank: '工商银行', bank_address: '上海', bank_no: '6222000011112222', bank_owner: owner });

async function newMember(app: FastifyInstance, db: TestDatabase, realname: string): Promise<FuzzMember> {
  const { name, token } = await registerMember(app, uniqueName('fz'), { realname });
  return { id: await memberId(db.database, name), name, token };
}

/** A server on a fresh database with two members who have cards, deposits, a withdrawal, messages and applications, and an operator. */
export async function startFuzzWorld(dialect: DialectName): Promise<FuzzWorld> {
  const db = await createTestDatabase(dialect, { seeded: true });
  const errors = new ErrorLog();
  // Avatars a fuzzed upload saves go to a directory of this run.
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-fuzz-'));
  const app = await buildApp({ config: testConfig({ WEB_ROOT: '/nonexistent', LOG_LEVEL: 'error', DATA_DIR: dataDir }), database: db.database, logStream: errors, extension: sandboxBeside() });
  await app.ready();
  const { db: kysely } = db.database;

  const adminName = 'fuzzops';
  const { password: adminPassword, secret: adminSecret } = await createAdmin(kysely, testSecrets, adminName, 'owner', Date.now());
  const adminToken = ((await succeed(app, '/admin/api/login', { name: adminName, password: adminPassword, code: totpCode(adminSecret, Date.now(), -1) })).data as { token: string }).token;

  const other = await newMember(app, db, OTHER_REALNAME);
  await succeed(app, '/api/updateuserinfo', { email: `${other.name}@secret.example.cn`, mobile: OTHER_MOBILE, birthday: '1988-08-08' }, other.token);
  const otherCard = (await succeed(app, '/api/bindcard', bankCard(OTHER_REALNAME, OTHER_CARD, OTHER_BRANCH), other.token)).data as { id: number };
  await fundMember(db.database, other.id, 1_000_00);
  const otherDeposit = String((await succeed(app, '/api/recharge', bankDeposit(OTHER_REALNAME), other.token, `fuzz-setup-${other.name}-d`)).message);
  const otherWithdrawal = (await succeed(app, '/api/withdraw', { amount: '100', bank: otherCard.id, password: PAY_PASSWORD }, other.token, `fuzz-setup-${other.name}-w`)).data as { id: number; order_no: string };
  const inbox = (await succeed(app, '/admin/api/messages', { to: other.name, title: OTHER_TITLE, content: OTHER_CONTENT }, adminToken)).data as { id: number };
  await succeed(app, '/api/doactivityapply', { activityid: 1, amount: '100' }, other.token);
  await succeed(app, '/api/applyagentdo', { mobile: OTHER_MOBILE, apply_info: OTHER_REASON }, other.token);
  const activityApply = await kysely.selectFrom('activity_apply').select('id').where('member_id', '=', other.id).executeTakeFirstOrThrow();
  const agentApply = await kysely.selectFrom('agent_apply').select('id').where('member_id', '=', other.id).executeTakeFirstOrThrow();

  const member = await newMember(app, db, '张三');
  const payout = (await succeed(app, '/api/bindcard', bankCard('张三', '6222020200112233'), member.token)).data as { id: number };
  const spare = (await succeed(app, '/api/bindcard', bankCard('张三', '6222020200445566'), member.token)).data as { id: number };
  await succeed(app, '/api/bindcard', { bank_owner: 'TRC20', bank: 'USDT', bank_address: '', bank_no: TRC20_ADDRESS, pay_pass: PAY_PASSWORD }, member.token);
  await fundMember(db.database, member.id, 1_000_000_00);
  const depositNo = String((await succeed(app, '/api/recharge', bankDeposit('张三'), member.token, `fuzz-setup-${member.name}-d`)).message);

  const original = await kysely.selectFrom('member').select(['password_hash', 'pay_password_hash', 'password_must_change']).where('id', '=', member.id).executeTakeFirstOrThrow();

  const world: FuzzWorld = {
    dialect,
    app,
    db,
    errors,
    member,
    other,
    adminToken,
    ids: {
      memberName: member.name,
      memberId: member.id,
      payoutCardId: payout.id,
      spareCardId: spare.id,
      depositNo,
      adminName,
      adminPassword,
      adminSecret,
      other: {
        id: other.id,
        name: other.name,
        cardId: otherCard.id,
        depositNo: otherDeposit,
        withdrawalId: otherWithdrawal.id,
        inboxId: inbox.id,
        activityApplyId: activityApply.id,
        agentApplyId: agentApply.id,
      },
    },
    otherMarkers: [other.name, OTHER_REALNAME, OTHER_CARD, OTHER_BRANCH, OTHER_MOBILE, `${other.name}@secret.example.cn`, otherDeposit, otherWithdrawal.order_no, OTHER_TITLE, OTHER_CONTENT, OTHER_REASON],
    afterRun: async () => {
      // Attempt limits are the server's own state, not the request's: cleared so the next run can reach the happy path.
      await kysely.deleteFrom('rate_limit').execute();
      // A fuzzed login-password reset also leaves a one-time password to change, which would refuse every later member call.
      const now = await kysely.selectFrom('member').select(['password_hash', 'pay_password_hash', 'password_must_change']).where('id', '=', member.id).executeTakeFirstOrThrow();
      if (now.password_hash !== original.password_hash || now.pay_password_hash !== original.pay_password_hash || now.password_must_change !== original.password_must_change) {
        await kysely.updateTable('member').set(original).where('id', '=', member.id).execute();
      }
      const session = await kysely.selectFrom('session').select('revoked_at').where('token_hash', '=', hashToken(member.token)).executeTakeFirst();
      if (!session || session.revoked_at !== null) member.token = await openSession(kysely, member.id, Date.now());
    },
    close: async () => {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}
