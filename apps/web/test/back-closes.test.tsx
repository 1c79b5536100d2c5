import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Dialog } from '../src/shared/antd-imperative';
import { Picker, Popup } from '../src/shared/back-closes/overlays';
import { HashRouter, Route, Routes, useLocation, useNavigate } from '../src/shared/router';
import { overlayDepthOf } from '../src/shared/router/overlay-entries';
import { stubPointerCapture } from './support/pointer-capture';

// antd-mobile's popups take pointer events only once their opening animation is over.
const user = userEvent.setup({ pointerEventsCheck: 0 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** A page with a typed amount, a sheet and a picker: the shape of /transfer and /withdraw. */
function AmountPage() {
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [sheet, setSheet] = useState(false);
  const [picker, setPicker] = useState(false);
  const [picked, setPicked] = useState('');
  return (
    <>
      <input aria-label="金额" value={amount} onChange={(event) => setAmount(event.target.value)} />
      <button type="button" onClick={() => setSheet(true)}>
        打开
      </button>
      <button type="button" onClick={() => setPicker(true)}>
        选择
      </button>
      <p>{`已选:${picked}`}</p>
      <Popup visible={sheet} onClose={() => setSheet(false)}>
        <p>面板内容</p>
        <button type="button" onClick={() => setSheet(false)}>
          关闭面板
        </button>
        <button type="button" onClick={() => void navigate('/other')}>
          去别处
        </button>
        <button type="button" onClick={() => void navigate('/other', { replace: true })}>
          换到别处
        </button>
        <button type="button" onClick={() => setPicker(true)}>
          面板内选择
        </button>
      </Popup>
      <Picker
        visible={picker}
        columns={[[{ label: '中心钱包', value: 'center' }]]}
        onClose={() => setPicker(false)}
        onCancel={() => setPicked('取消')}
        onConfirm={([value]) => setPicked(String(value))}
      />
    </>
  );
}

function App() {
  return (
    <HashRouter>
      <Where />
      <Routes>
        <Route path="/" element={<p>首页</p>} />
        <Route path="/transfer" element={<AmountPage />} />
        <Route path="/other" element={<p>别处</p>} />
      </Routes>
    </HashRouter>
  );
}

async function back() {
  await act(async () => {
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await landed;
  });
}

/** Waits for our own steps back (an overlay closed another way) to land. */
async function settled() {
  await waitFor(() => {
    expect(overlayDepthOf(window.history.state)).toBe(0);
  });
}

async function startOnTransfer() {
  window.history.replaceState(null, '', '#/');
  window.history.pushState({ key: 'transfer' }, '', '#/transfer');
  render(<App />);
  expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
  await user.type(screen.getByLabelText('金额'), '88');
}

describe('Back closes what is open before it leaves the page (#33 item 7)', () => {
  beforeEach(() => {
    stubPointerCapture();
    window.history.replaceState(null, '', '#/');
  });
  afterEach(async () => {
    await settled();
  });

  it('closes an open sheet, keeps the page and the typed amount; Back again leaves the page', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('打开'));
    expect(screen.getByText('面板内容')).toBeVisible();

    await back();
    await waitFor(() => {
      expect(screen.queryByText('面板内容')).not.toBeVisible();
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    expect(screen.getByLabelText('金额')).toHaveValue('88');

    await back();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/');
    });
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it('closes a picker as a cancel', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('选择'));
    await back();
    expect(screen.getByText('已选:取消')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    expect(screen.getByLabelText('金额')).toHaveValue('88');
  });

  it('closes the top one of two, then the one under it, then leaves', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('打开'));
    await user.click(screen.getByText('面板内选择'));
    await back();
    expect(screen.getByText('已选:取消')).toBeInTheDocument();
    expect(screen.getByText('面板内容')).toBeVisible();
    await back();
    await waitFor(() => {
      expect(screen.queryByText('面板内容')).not.toBeVisible();
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    await back();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/');
    });
  });

  it('takes its entry off when closed another way: the next Back leaves the page', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('打开'));
    expect(overlayDepthOf(window.history.state)).toBe(1);
    await user.click(screen.getByText('关闭面板'));
    await settled();
    expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    await back();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/');
    });
  });

  it('a page opened from a sheet takes its entry: Back from there comes to the page', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('打开'));
    await user.click(screen.getByText('去别处'));
    expect(screen.getByTestId('where')).toHaveTextContent('/other');
    await back();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    });
    expect(overlayDepthOf(window.history.state)).toBe(0);
    await back();
    await waitFor(() => {
      expect(screen.getByTestId('where')).toHaveTextContent('/');
    });
  });

  it('a page put in place of the page from a sheet stays shown when the sheet goes', async () => {
    await startOnTransfer();
    await user.click(screen.getByText('打开'));
    await user.click(screen.getByText('换到别处'));
    expect(screen.getByTestId('where')).toHaveTextContent('/other');
    await settled();
    // No step back to the page replaced.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where')).toHaveTextContent('/other');
  });

  it('closes a Dialog.confirm as 取消', async () => {
    await startOnTransfer();
    let answer: boolean | undefined;
    act(() => {
      void Dialog.confirm({ content: '确定退出吗？' }).then((confirmed) => {
        answer = confirmed;
      });
    });
    // The dialog fades in: visible once its animation has begun.
    await waitFor(() => {
      expect(screen.getByText('确定退出吗？')).toBeVisible();
    });
    await back();
    await waitFor(() => {
      expect(answer).toBe(false);
    });
    await waitFor(() => {
      expect(screen.queryByText('确定退出吗？')).not.toBeInTheDocument();
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/transfer');
    expect(screen.getByLabelText('金额')).toHaveValue('88');
  });
});
