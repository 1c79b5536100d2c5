import type { ReactNode } from 'react';

/** A full-screen message (maintenance, network failure): light, no illustration bundle. */
export function StatusScreen({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <main className="status-screen">
      <h1>{title}</h1>
      <p>{description}</p>
      {children}
    </main>
  );
}
