import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { SiteGate } from '../features/site/site-gate';
import { createQueryClient } from './query-client';

const router = createHashRouter([
  { path: '/', element: <HomePage /> },
  { path: '*', element: <Navigate to="/" replace /> },
]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </QueryClientProvider>
  );
}
