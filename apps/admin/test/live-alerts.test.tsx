import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminSession } from '../src/api/session';
import { AlertSoundToggle } from '../src/features/alerts/alert-sound-toggle';
import type { LiveQueueName, LiveQueues } from '../src/features/alerts/api';
import { QueueBadge } from '../src/features/alerts/queue-badge';
import { useLiveAlerts } from '../src/features/alerts/use-live-alerts';
import { renderConsole } from './support/render-console';

/** The server's side of the live alerts: the JSON answer, and a stream the test writes events into. */
function fakeLiveQueues(first: LiveQueues) {
  const encoder = new TextEncoder();
  let push: ((queues: LiveQueues) => void) | undefined;
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      asked.push(headers.get('accept') ?? '');
      if (headers.get('accept') !== 'text/event-stream') return Promise.resolve(new Response(JSON.stringify({ code: 200, message: '', data: first })));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (queues) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(queues)}\n\n`));
          controller.enqueue(encoder.encode('retry: 3000\n\n'));
          push(first);
        },
      });
      return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
    }),
  );
  return {
    asked,
    push: (queues: LiveQueues) => {
      act(() => push?.(queues));
    },
  };
}

/** A sound card that counts the tones it was asked to play. */
function fakeAudio() {
  const tones: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = { frequency: { value: 0 }, connect: (next: unknown) => next, start: () => tones.push(oscillator.frequency.value), stop: () => undefined };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

function Listening({ role, changed, open }: { role: 'finance' | 'support'; changed: (queue: LiveQueueName) => void; open: (queue: LiveQueueName) => void }) {
  useLiveAlerts(role, open, changed);
  return (
    <>
      <span>充值审核</span>
      <QueueBadge queue="deposits" />
      <span>提现审核</span>
      <QueueBadge queue="withdrawals" />
      <AlertSoundToggle />
    </>
  );
}

const QUIET: LiveQueues = { deposits: { pending: 1, newest_id: 5 }, withdrawals: { pending: 0, newest_id: null } };

describe('live alerts', () => {
  it('shows the waiting counts on the badges and in the tab title, and announces a new withdrawal with its sound', async () => {
    adminSession.start('operator-token');
    const server = fakeLiveQueues(QUIET);
    const tones = fakeAudio();
    const changed = vi.fn();
    const open = vi.fn();
    renderConsole(<Listening role="finance" changed={changed} open={open} />);
    await waitFor(() => {
      expect(document.title).toBe('(1) 运营后台');
    });
    expect(screen.getByLabelText('待审核 1 笔')).toHaveTextContent('1');
    expect(server.asked).toContain('text/event-stream');

    await userEvent.click(screen.getByRole('switch', { name: '新订单提示音' }));
    expect(tones).toHaveLength(2);

    server.push({ deposits: { pending: 1, newest_id: 5 }, withdrawals: { pending: 1, newest_id: 9 } });
    expect(await screen.findByText('新的提现申请')).toBeVisible();
    expect(screen.getAllByText('待审核 1 笔').length).toBeGreaterThan(0);
    await waitFor(() => {
      expect(document.title).toBe('(2) 运营后台');
    });
    expect(tones).toHaveLength(4);
    expect(changed.mock.calls).toEqual([['withdrawals']]);
    await userEvent.click(screen.getByText('新的提现申请'));
    expect(open).toHaveBeenCalledWith('withdrawals');

    // A review takes one away: the list refreshes, nothing is announced, no sound.
    server.push({ deposits: { pending: 0, newest_id: null }, withdrawals: { pending: 1, newest_id: 9 } });
    await waitFor(() => {
      expect(document.title).toBe('(1) 运营后台');
    });
    expect(changed.mock.calls).toEqual([['withdrawals'], ['deposits']]);
    expect(screen.queryByText('新的充值申请')).toBeNull();
    expect(tones).toHaveLength(4);
  });

  it('stays silent with the sound off', async () => {
    adminSession.start('operator-token');
    const server = fakeLiveQueues(QUIET);
    const tones = fakeAudio();
    renderConsole(<Listening role="finance" changed={vi.fn()} open={vi.fn()} />);
    await waitFor(() => {
      expect(document.title).toBe('(1) 运营后台');
    });
    server.push({ deposits: { pending: 2, newest_id: 6 }, withdrawals: { pending: 0, newest_id: null } });
    expect(await screen.findByText('新的充值申请')).toBeVisible();
    expect(tones).toEqual([]);
  });

  it('does not listen for a role that may approve in neither queue', async () => {
    adminSession.start('operator-token');
    const server = fakeLiveQueues(QUIET);
    renderConsole(<Listening role="support" changed={vi.fn()} open={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.asked).toEqual([]);
    expect(document.title).toBe('运营后台');
  });
});
