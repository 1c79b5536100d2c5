import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplyPage from '../src/features/agent/apply-page';
import { member, renderScreen } from './support/account-fixtures';
import { fakeApi, ok, refused } from './support/fake-api';
import { clearToasts } from './support/overlays';

describe('the agent application', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the real name read-only and checks the mobile, then the reason, before sending', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ '/api/user': ok(member({ realname: '王小明', mobile: '' })), '/api/applyagentdo': ok([], '申请成功') });
    renderScreen('/apply', <ApplyPage />, '/apply');
    const realname = await screen.findByRole('textbox', { name: '真实姓名' });
    expect(realname).toHaveValue('王小明');
    expect(realname).toHaveAttribute('readonly');
    const submit = screen.getByRole('button', { name: '提交申请' });

    await user.click(submit);
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    await clearToasts();

    await user.type(screen.getByPlaceholderText('请输入手机号'), '12345678901');
    await user.click(submit);
    expect(await screen.findByText('请输入正确手机号')).toBeInTheDocument();
    await clearToasts();

    await user.clear(screen.getByPlaceholderText('请输入手机号'));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '8613812345678');
    await user.click(submit);
    expect(await screen.findByText('请输入申请理由')).toBeInTheDocument();
    await clearToasts();

    await user.type(screen.getByPlaceholderText('请输入申请理由'), '   ');
    await user.click(submit);
    expect(await screen.findByText('请输入申请理由')).toBeInTheDocument();
    expect(api.callsTo('/api/applyagentdo')).toHaveLength(0);
    await clearToasts();

    await user.type(screen.getByPlaceholderText('请输入申请理由'), '有推广资源');
    await user.click(submit);
    expect(await screen.findByText('申请成功')).toBeInTheDocument();
    expect(api.callsTo('/api/applyagentdo').map((call) => call.body)).toEqual([{ mobile: '8613812345678', apply_info: '有推广资源' }]);
  });

  it("toasts the server's refusal of a second application and keeps what was typed", async () => {
    const user = userEvent.setup();
    fakeApi({ '/api/user': ok(member({ mobile: '13812345678' })), '/api/applyagentdo': refused('您已申请过代理，请等待审核', 226) });
    renderScreen('/apply', <ApplyPage />, '/apply');
    expect(await screen.findByPlaceholderText('请输入手机号')).toHaveValue('13812345678');
    await user.type(screen.getByPlaceholderText('请输入申请理由'), '再次申请');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('您已申请过代理，请等待审核')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入申请理由')).toHaveValue('再次申请');
  });

  it('tells an agent that they already are one, with no form', async () => {
    fakeApi({ '/api/user': ok(member({ isagent: 1 })) });
    renderScreen('/apply', <ApplyPage />, '/apply');
    expect(await screen.findByText('您已经是代理')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交申请' })).not.toBeInTheDocument();
  });
});
