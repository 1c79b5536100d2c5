import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminCall } from '../src/api/call';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: { token: 't', name: 'ops', role: 'owner' } }), { status: 200 })));
const sentDevice = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['X-Device-Id'];

/** Issue #41 item 12: the console's sign-in carries the browser's device id, so a device that signed in before keeps its own budget. */
describe("the console's device id on sign-in", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('sends one random UUID, kept in storage (the player app’s too), on sign-in and on no other call', async () => {
    await adminCall('adminLogin', { name: 'ops', password: 'secret-password', code: '123456' });
    const first = sentDevice(0);
    expect(first).toMatch(UUID);
    expect(localStorage.getItem('device_id')).toBe(first);
    await adminCall('adminLogin', { name: 'ops', password: 'secret-password', code: '654321' });
    expect(sentDevice(1)).toBe(first);
    await adminCall('adminMe', {});
    expect(sentDevice(2)).toBeUndefined();
  });
});
