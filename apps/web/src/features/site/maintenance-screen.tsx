import { Suspense, useState, type ReactNode } from 'react';
import { AppHeader } from '../../shared/app-header';
import { StatusScreen } from '../../shared/status-screen';

/**
 * Shown alone while site_state is 0 (SPEC §4), with 联系客服 opening the service chat over it (its address
 * answers during maintenance); the app layer hands the chat in, a feature never importing another.
 */
export function MaintenanceScreen({ tips, serviceChat }: { tips: string; serviceChat?: ReactNode }) {
  const [chatting, setChatting] = useState(false);
  if (chatting && serviceChat) {
    return (
      <div className="maintenance-chat">
        <AppHeader title="在线客服" onBack={() => setChatting(false)} />
        <Suspense fallback={null}>{serviceChat}</Suspense>
      </div>
    );
  }
  return (
    <StatusScreen title="网站维护中" description={tips}>
      {serviceChat && (
        <button type="button" className="status-retry" onClick={() => setChatting(true)}>
          联系客服
        </button>
      )}
    </StatusScreen>
  );
}
