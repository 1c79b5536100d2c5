import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createHashHistory } from '../src/shared/router/history';
import { HashRouter, Link, MemoryRouter, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from '../src/shared/router';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Layout() {
  return (
    <div>
      <h1>布局</h1>
      <Outlet />
    </div>
  );
}

function Splat() {
  return <p>{`splat:${useParams()['*'] ?? ''}`}</p>;
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <p>{`tab:${params.get('tab') ?? ''}`}</p>
      <button type="button" onClick={() => setParams({ tab: '2' }, { replace: true })}>
        换页签
      </button>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        清空
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        返回
      </button>
    </>
  );
}

const app = (
  <>
    <Where />
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<Link to="/tabs?tab=1">去页签</Link>} />
        <Route path="/tabs" element={<Tabs />} />
      </Route>
      <Route path="/webview/*" element={<Splat />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  </>
);

describe('the hash router', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '#/');
  });

  it('renders a layout route around the matched page, and follows links, queries and back', async () => {
    const user = userEvent.setup();
    render(<MemoryRouter initialEntries={['/']}>{app}</MemoryRouter>);
    expect(screen.getByRole('heading', { name: '布局' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '去页签' }));
    expect(screen.getByText('tab:1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '换页签' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/tabs?tab=2');
    await user.click(screen.getByRole('button', { name: '返回' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('gives a /* route the rest of the path, as written', () => {
    render(<MemoryRouter initialEntries={['/webview/https%3A%2F%2Fa.example%2Fx']}>{app}</MemoryRouter>);
    expect(screen.getByText('splat:https%3A%2F%2Fa.example%2Fx')).toBeInTheDocument();
  });

  it('sends an unknown path to /', () => {
    render(<MemoryRouter initialEntries={['/nowhere']}>{app}</MemoryRouter>);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('keeps the route in the address hash, and follows it when changed', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '#/');
    render(<HashRouter>{app}</HashRouter>);
    await user.click(screen.getByRole('link', { name: '去页签' }));
    expect(window.location.hash).toBe('#/tabs?tab=1');
    expect(screen.getByText('tab:1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '换页签' }));
    expect(window.location.hash).toBe('#/tabs?tab=2');
    expect(screen.getByText('tab:2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清空' }));
    expect(window.location.hash).toBe('#/tabs');
    window.location.hash = '#/webview/abc';
    expect(await screen.findByText('splat:abc')).toBeInTheDocument();
  });

  it('follows an address changed after the history was made but before it listens (a deferred mount yields in between)', () => {
    window.history.replaceState(null, '', '#/');
    const history = createHashHistory();
    // No event reaches the history here: it is not listening yet.
    window.history.replaceState(null, '', '#/tabs?tab=3');
    const heard: string[] = [];
    const stop = history.listen(() => heard.push(`${history.location().pathname}${history.location().search}`));
    stop();
    expect(heard).toEqual(['/tabs?tab=3']);
  });
});

