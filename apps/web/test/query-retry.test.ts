import { CODES } from '@casino/contract/codes';
import { MSG } from '@casino/contract/messages';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '@casino/contract/entities/site';
import { ApiError, NetworkError } from '../src/api/client';
import { appInfoQueryOptions } from '../src/api/queries/app-info';
import { createQueryClient } from '../src/app/query-client';

// Only its identity matters here: what the query answered.
const APP_INFO = { site_state: 1 } as AppInfo;
const busy = () => new ApiError(CODES.serviceBusy, MSG.serviceBusy, 503);

describe('the app query client', () => {
  it('asks a read again while the server answers busy, up to three times', async () => {
    const client = createQueryClient();
    const read = vi.fn<() => Promise<AppInfo>>().mockRejectedValueOnce(busy()).mockRejectedValueOnce(busy()).mockRejectedValueOnce(busy()).mockResolvedValue(APP_INFO);
    const observer = new QueryObserver(client, { ...appInfoQueryOptions(), queryFn: read, retryDelay: 0 });
    const settled = new Promise((resolve) => observer.subscribe((result) => result.isSuccess && resolve(result.data)));
    expect(await settled).toBe(APP_INFO);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('gives a read up after one retry when the failure is not the busy code', async () => {
    const client = createQueryClient();
    const read = vi.fn<() => Promise<AppInfo>>().mockRejectedValue(new NetworkError(false));
    const observer = new QueryObserver(client, { ...appInfoQueryOptions(), queryFn: read, retryDelay: 0 });
    await new Promise((resolve) => observer.subscribe((result) => result.isError && resolve(undefined)));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never sends a money action again by itself when the server answers busy', async () => {
    const client = createQueryClient();
    const submit = vi.fn<() => Promise<string>>().mockRejectedValue(busy());
    const mutation = client.getMutationCache().build(client, { mutationFn: submit });
    await expect(mutation.execute(undefined)).rejects.toThrow(MSG.serviceBusy);
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
