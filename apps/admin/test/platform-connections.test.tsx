import { ADMIN_MSG } from '@casino/contract/admin-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallbackLogPage } from '../src/features/platforms/callback-log-page';
import { ConnectionsPage } from '../src/features/platforms/connections-page';
import { fakeAdminApi, pageOf } from './support/fake-admin-api';
import { renderConsole, shownAddress } from './support/render-console';

const ME = (role: string) => ({ adminMe: { data: { name: 'boss', role, maintenance: null } } });

const DEMO = { code: 'ag', name: 'AG视讯', hidden: false, protocol: 'demo', api_url: null, operator_id: null, sub_partner_id: null, allowed_ips: [], connected_by: null, connected_at: null, keys: [], keys_open: true, bet_pull: null };
const HUB88 = {
  code: 'pg',
  name: 'PG电子',
  hidden: false,
  protocol: 'hub88',
  api_url: 'https://api.hub88.example',
  operator_id: 42,
  sub_partner_id: null,
  allowed_ips: ['203.0.113.0/24', '2001:db8::1'],
  connected_by: 'admin:boss',
  connected_at: '2026-11-27 10:00:00',
  keys: [
    { name: 'hub88_public_key', fingerprint: 'SHA256:hub88fingerprint' },
    { name: 'private_key', fingerprint: 'SHA256:ourfingerprint' },
  ],
  keys_open: true,
  bet_pull: null,
};
const TRANSFER = { ...HUB88, code: 'ae', name: 'AE电子', protocol: 'hub88-transfer', allowed_ips: [], bet_pull: { last_pulled_at: null, taken_until: null, last_error: null } };
const LEFT = 'bet tx-9 of 0007 is more than its platform account holds; it and the later items of 0007 wait for the next pull';

const PUBLIC_PEM = '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----\n';
const PRIVATE_PEM = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

/** Opens 接入 on AG视讯's row: its dialog. */
async function openConnect(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await rowOf('AG视讯')).getByRole('button', { name: '接入' }));
  return screen.findByRole('dialog', { name: '接入 AG视讯' });
}

/** Fills a field of the dialog at once: user.type's key by key is slow in jsdom, and the form reads only the values. */
const filler = (dialog: HTMLElement) => (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('平台接入', () => {
  it('shows each platform’s protocol, settings and key fingerprints, and 断开 only on a connected one', async () => {
    fakeAdminApi({ ...ME('owner'), adminPlatformConnections: { data: [DEMO, HUB88, TRANSFER] } });
    renderConsole(<ConnectionsPage />);
    const pg = await rowOf('PG电子');
    expect(within(pg).getByText('Hub88 无缝钱包')).toBeInTheDocument();
    expect(within(pg).getByText('https://api.hub88.example')).toBeInTheDocument();
    expect(within(pg).getByText('admin:boss')).toBeInTheDocument();
    expect(within(pg).getByText('SHA256:hub88fingerprint')).toBeInTheDocument();
    expect(within(pg).getByText('SHA256:ourfingerprint')).toBeInTheDocument();
    expect(within(pg).getByText('回调白名单：203.0.113.0/24, 2001:db8::1')).toBeInTheDocument();
    expect(within(await rowOf('AE电子')).getByText('回调白名单：不限')).toBeInTheDocument();
    expect(within(pg).getByRole('button', { name: '断开' })).toBeInTheDocument();
    expect(within(await rowOf('AE电子')).getByText('Hub88 转账钱包')).toBeInTheDocument();
    const ag = await rowOf('AG视讯');
    expect(within(ag).getByText('演示')).toBeInTheDocument();
    expect(within(ag).queryByRole('button', { name: '断开' })).toBeNull();
  });

  it('注单同步 shows a transfer wallet’s last pull, and 注单待核对 with the reason when it left bets', async () => {
    const pulled = { last_pulled_at: '2026-11-27 11:59:00', taken_until: '2026-11-27 11:00:00' };
    const fine = { ...TRANSFER, code: 'bb', name: 'BB电子', bet_pull: { ...pulled, last_error: null } };
    const left = { ...TRANSFER, bet_pull: { ...pulled, last_error: LEFT } };
    const waiting = { ...TRANSFER, code: 'cc', name: 'CC电子' };
    fakeAdminApi({ ...ME('owner'), adminPlatformConnections: { data: [DEMO, HUB88, fine, left, waiting] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<ConnectionsPage />);
    const bb = await rowOf('BB电子');
    expect(within(bb).getByText('最近同步：2026-11-27 11:59:00')).toBeInTheDocument();
    expect(within(bb).getByText('已入账至：2026-11-27 11:00:00')).toBeInTheDocument();
    expect(within(bb).queryByText('注单待核对')).toBeNull();
    expect(within(await rowOf('CC电子')).getByText('尚未同步')).toBeInTheDocument();
    expect(within(await rowOf('PG电子')).queryByText(/最近同步|尚未同步/)).toBeNull();
    const ae = await rowOf('AE电子');
    expect(within(ae).getByText('注单待核对')).toBeInTheDocument();
    expect(screen.queryByText(LEFT)).toBeNull();
    // Only the row whose pull left bets opens, to the reason in full.
    expect(within(bb).queryByRole('button', { name: /展开|expand/i })).toBeNull();
    await user.click(within(ae).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText(LEFT)).toBeInTheDocument();
  });

  it('接入 refuses missing or misplaced keys with the contract’s messages and sends nothing', async () => {
    const api = fakeAdminApi({ ...ME('owner'), adminPlatformConnections: { data: [DEMO] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<ConnectionsPage />);
    const dialog = await openConnect(user);
    const fill = filler(dialog);
    fill('API地址', 'https://api.hub88.example');
    fill('运营商ID', '42');
    await user.click(within(dialog).getByRole('button', { name: '接入' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformKeysRequired)).toBeInTheDocument();
    // A private key where Hub88's public key goes is refused before anything is sent.
    fill('Hub88公钥', PRIVATE_PEM);
    fill('我方私钥', PRIVATE_PEM);
    await user.click(within(dialog).getByRole('button', { name: '接入' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformHub88KeyPrivate)).toBeInTheDocument();
    expect(api.sentTo('adminConnectPlatform')).toEqual([]);
  });

  it('接入 a transfer wallet asks for our sub_partner_id, then sends the settings and keys', async () => {
    const api = fakeAdminApi({ ...ME('owner'), adminPlatformConnections: { data: [DEMO] }, adminConnectPlatform: { data: { ...TRANSFER, code: 'ag' } } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<ConnectionsPage />);
    const dialog = await openConnect(user);
    const fill = filler(dialog);
    fill('API地址', 'https://api.hub88.example');
    fill('运营商ID', '42');
    fill('Hub88公钥', PUBLIC_PEM);
    fill('我方私钥', PRIVATE_PEM);
    await user.click(within(dialog).getByRole('radio', { name: 'Hub88 转账钱包' }));
    await user.click(within(dialog).getByRole('button', { name: '接入' }));
    expect(await screen.findByText(ADMIN_MSG.adminPlatformSubPartnerId)).toBeInTheDocument();
    expect(api.sentTo('adminConnectPlatform')).toEqual([]);
    fill('子合作方ID', 'site-7');
    fill('回调白名单', ' 203.0.113.0/24, 2001:db8::1 ');
    await user.click(within(dialog).getByRole('button', { name: '接入' }));
    await waitFor(() =>
      expect(api.sentTo('adminConnectPlatform')).toEqual([
        {
          code: 'ag',
          protocol: 'hub88-transfer',
          api_url: 'https://api.hub88.example',
          operator_id: '42',
          sub_partner_id: 'site-7',
          allowed_ips: '203.0.113.0/24, 2001:db8::1',
          hub88_public_key: PUBLIC_PEM,
          private_key: PRIVATE_PEM,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('断开 asks first, then disconnects the platform', async () => {
    const api = fakeAdminApi({ ...ME('owner'), adminPlatformConnections: { data: [DEMO, HUB88] }, adminDisconnectPlatform: { data: [] } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<ConnectionsPage />);
    const pg = (await screen.findByText('PG电子')).closest('tr') as HTMLElement;
    await user.click(within(pg).getByRole('button', { name: '断开' }));
    expect(await screen.findByText('断开 PG电子？')).toBeInTheDocument();
    expect(api.sentTo('adminDisconnectPlatform')).toEqual([]);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.sentTo('adminDisconnectPlatform')).toEqual([{ code: 'pg' }]));
  });

  it('answers another role with the refusal and asks nothing', async () => {
    const api = fakeAdminApi({ ...ME('finance'), adminPlatformConnections: { data: [DEMO] } });
    renderConsole(<ConnectionsPage />);
    expect(await screen.findByText(ADMIN_MSG.adminForbidden)).toBeInTheDocument();
    expect(api.sentTo('adminPlatformConnections')).toEqual([]);
  });
});

const CALLBACK = {
  id: 7,
  created_at: '2026-11-27 10:01:02',
  platform: 'pg',
  endpoint: '/transaction/bet',
  member: 'alice',
  transaction_id: 'tx-1',
  reference_id: null,
  round: 'round-9',
  status: 'RS_ERROR_NOT_ENOUGH_MONEY',
  signature_valid: true,
  latency_ms: 12,
  request: '{"user":"0007","transaction_uuid":"tx-1","amount":5000000}',
  answer: '{"status":"RS_ERROR_NOT_ENOUGH_MONEY","balance":100}',
};

describe('回调日志', () => {
  it('lists callbacks, searches by member, id and errors only through the address, and opens a row to its request and answer', async () => {
    const api = fakeAdminApi({ ...ME('support'), adminPlatformCallbacks: { data: pageOf([CALLBACK]) } });
    const user = userEvent.setup({ delay: null });
    renderConsole(<CallbackLogPage />, '/callback-log');
    const row = (await screen.findByText('round-9')).closest('tr') as HTMLElement;
    expect(within(row).getByText('RS_ERROR_NOT_ENOUGH_MONEY')).toBeInTheDocument();
    expect(within(row).getByText('有效')).toBeInTheDocument();
    expect(within(row).getByText('12 ms')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: '会员账号' }), 'alice{Enter}');
    await user.type(screen.getByRole('searchbox', { name: '交易或局号' }), 'tx-1{Enter}');
    await user.click(screen.getByRole('checkbox', { name: '只看错误' }));
    await waitFor(() => expect(shownAddress()).toBe('/callback-log?member=alice&ref=tx-1&errors=1'));
    await waitFor(() => expect(api.sentTo('adminPlatformCallbacks').at(-1)).toMatchObject({ page: '1', member: 'alice', ref: 'tx-1', errors: '1' }));

    await user.click(within(row).getByText('/transaction/bet'));
    expect(await screen.findByText(/"transaction_uuid": "tx-1"/)).toBeInTheDocument();
    expect(screen.getByText(/"balance": 100/)).toBeInTheDocument();
  });
});
