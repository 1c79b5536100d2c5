import { createBrowserRouter, Navigate } from 'react-router';
import { ConsoleLayout } from './console-layout';
import { FirstScreen } from './first-screen';

/** Each screen is its own chunk, loaded when first opened. */
export const router = createBrowserRouter(
  [
    { path: '/login', lazy: async () => ({ Component: (await import('../features/sign-in/sign-in-page')).SignInPage }) },
    {
      path: '/',
      element: <ConsoleLayout />,
      children: [
        { index: true, element: <FirstScreen /> },
        { path: 'deposits', lazy: async () => ({ Component: (await import('../features/deposits/deposits-page')).DepositsPage }) },
        { path: 'operators', lazy: async () => ({ Component: (await import('../features/operators/operators-page')).OperatorsPage }) },
        { path: 'audit-log', lazy: async () => ({ Component: (await import('../features/audit-log/audit-log-page')).AuditLogPage }) },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/admin' },
);
