/**
 * Personal details' Signed-in devices (issue 30 item 4): loads the user's live sessions and signs out
 * one or all the others, then lists them again. An adviser viewing the client sees a note instead
 * (the server refuses them the list and every sign-out).
 */
import { useCallback, useState } from 'react';
import type { MessageSeverity } from '@portal/ui';
import { Card, SignedInDevices } from '@portal/ui';
import { loadFailureMessage, signedInDevicesTexts as texts } from '@portal/domain';
import { personalApi as calls } from '../api.ts';
import { usePromiseState } from '../../../shared/load/use-promise-state.ts';
import { useReadOnly } from '../../../shared/use-read-only.ts';

/** The list's request; its failure is shown (usePromiseState), never left unhandled before it is watched. */
function loadDevices() {
  const devices = calls.signedInDevices();
  devices.catch(() => undefined);
  return devices;
}

function Devices() {
  const [devices, setDevices] = useState(loadDevices);
  const [retries, setRetries] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: MessageSeverity; text: string } | null>(null);
  const state = usePromiseState(devices, 'personal.devices');

  const signOut = useCallback(async (which: string, end: () => Promise<{ ended: number }>) => {
    setPending(which);
    setNotice(null);
    try {
      const { ended } = await end();
      setNotice({ severity: 'success', text: texts.signedOut(ended) });
    } catch {
      setNotice({ severity: 'error', text: texts.signOutFailed });
    } finally {
      setPending(null);
      setDevices(loadDevices());
    }
  }, []);

  if (state.status === 'loading' && pending === null) return <SignedInDevices status="loading" />;
  if (state.status === 'error')
    return (
      <SignedInDevices
        status="error"
        message={loadFailureMessage(texts.loadThing, retries)}
        errorCode={state.errorCode}
        onRetry={() => {
          setRetries((n) => n + 1);
          setDevices(loadDevices());
        }}
      />
    );
  return (
    <SignedInDevices
      status="ready"
      devices={state.data?.devices ?? []}
      pending={pending}
      notice={notice}
      onSignOut={(sessionId) => void signOut(sessionId, () => calls.endDeviceSession(sessionId))}
      onSignOutOthers={() => void signOut('others', () => calls.endOtherDeviceSessions())}
    />
  );
}

export function SignedInDevicesSection() {
  const readOnly = useReadOnly();
  return (
    <Card title={texts.title} headingLevel={2}>
      {readOnly ? <SignedInDevices status="readOnly" /> : <Devices />}
    </Card>
  );
}
