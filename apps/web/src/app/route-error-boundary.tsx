import { Component, type ReactNode } from 'react';
import { useLocation } from '../shared/router';
import { RouteErrorScreen } from './route-error-screen';

interface State {
  failedAt: string | null;
}

class Boundary extends Component<{ at: string; children: ReactNode }, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedAt: '' };
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.at });
  }

  override render() {
    const { failedAt } = this.state;
    // Navigating elsewhere tries again, as React Router's own error element does.
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.at)) return <RouteErrorScreen />;
    return this.props.children;
  }
}

/** Any route that fails to render (most often a page chunk that could not load) shows 页面加载失败. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary at={location.key}>{children}</Boundary>;
}
