import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../src/api/client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: [] }), { status: 200 })));
const sentDevice = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['X-Device-Id'];

describe("the browser's device id on sign-in", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('sends one random UUID, kept in storage, on register and login, and on no other call', async () => {
    await callApi('register', { name: 'player01', password: 'abcd1234', confirmPass: 'abcd1234', realname: '张三', paypassword: '123456' });
    const first = sentDevice(0);
    expect(first).toMatch(UUID);
    expect(localStorage.getItem('device_id')).toBe(first);
    await callApi('loginPc', { name: 'player01', password: 'abcd1234' });
    expect(sentDevice(1)).toBe(first);
    await callApi('balance', {}, { token: 't' });
    expect(sentDevice(2)).toBeUndefined();
  });
});
