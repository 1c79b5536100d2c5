import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../src/app/lazy-with-retry';

const Page = () => <p>页面内容</p>;

describe('lazyWithRetry', () => {
  it('loads a page chunk again once when its first load fails', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Page }>>();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ default: Page });
    const Lazy = lazyWithRetry(load);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyWithRetry preload', () => {
  it('asks for the chunk before the first render, and the render takes that load instead of starting another', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Page }>>().mockResolvedValue({ default: Page });
    const Lazy = lazyWithRetry(load);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('页面内容')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
