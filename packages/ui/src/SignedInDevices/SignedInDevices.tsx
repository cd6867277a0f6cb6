/**
 * Signed-in devices (issue 30 item 4): the user's live sessions, each with what its browser said at
 * sign-in, the country it signed in from, when and when last active; this device marked and listed
 * first; every other one can be signed out, and so can all of them at once. States: loading, failed
 * (the spec §8 banner with its code and Try again), the list, and read-only (an adviser viewing the
 * client sees a note instead: the client's devices are theirs).
 */
import { formatDateTime, signedInDevicesTexts as texts } from '@portal/domain';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import type { MessageSeverity } from '../MessageBanner/MessageBanner.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './SignedInDevices.css.ts';

export interface DeviceItem {
  sessionId: string;
  browser: string | null;
  operatingSystem: string | null;
  deviceType: string | null;
  place: string | null;
  /** ISO instants. */
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

export type SignedInDevicesProps =
  | { status: 'loading' }
  | { status: 'readOnly' }
  | { status: 'error'; message: string; errorCode?: string; onRetry?: () => void }
  | {
      status: 'ready';
      devices: readonly DeviceItem[];
      onSignOut: (sessionId: string) => void;
      onSignOutOthers: () => void;
      /** The device being signed out, or 'others'. */
      pending?: string | null;
      /** The outcome of the last sign-out. */
      notice?: { severity: MessageSeverity; text: string } | null;
    };

/** 'Firefox 133 on Windows 10'. */
export function deviceName(device: Pick<DeviceItem, 'browser' | 'operatingSystem'>): string {
  return texts.deviceName(device.browser ?? texts.unknownBrowser, device.operatingSystem ?? texts.unknownSystem);
}

function Device({ device, onSignOut, pending }: { device: DeviceItem; onSignOut: (id: string) => void; pending: string | null }) {
  const name = deviceName(device);
  const kind = device.deviceType ? texts.deviceTypes[device.deviceType] : undefined;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <h3 className={styles.name}>
          {name}
          {device.current && <span className={styles.badge}>{texts.thisDevice}</span>}
        </h3>
        <p className={styles.muted}>{[kind, device.place ?? texts.unknownPlace].filter(Boolean).join(' · ')}</p>
        <dl className={styles.facts}>
          <dt className={styles.term}>{texts.signedIn}</dt>
          <dd className={styles.detail}>{formatDateTime(device.signedInAt)}</dd>
          <dt className={styles.term}>{texts.lastActive}</dt>
          <dd className={styles.detail}>{formatDateTime(device.lastActiveAt)}</dd>
        </dl>
      </div>
      {!device.current && (
        <Button
          variant="secondary"
          aria-label={texts.signOutLabel(name)}
          isPending={pending === device.sessionId}
          pendingLabel={texts.signingOut}
          isDisabled={pending !== null && pending !== device.sessionId}
          onPress={() => onSignOut(device.sessionId)}
        >
          {texts.signOut}
        </Button>
      )}
    </li>
  );
}

export function SignedInDevices(props: SignedInDevicesProps) {
  if (props.status === 'loading') return <Spinner label={texts.title} />;
  if (props.status === 'readOnly') return <p className={styles.muted}>{texts.clientOnly}</p>;
  if (props.status === 'error')
    return (
      <MessageBanner severity="error" errorCode={props.errorCode} onRetry={props.onRetry}>
        {props.message}
      </MessageBanner>
    );
  const { devices, onSignOut, onSignOutOthers, notice } = props;
  const pending = props.pending ?? null;
  const others = devices.filter((d) => !d.current).length;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{texts.intro}</p>
      {notice && <MessageBanner severity={notice.severity}>{notice.text}</MessageBanner>}
      <ul className={styles.list}>
        {devices.map((device) => (
          <Device key={device.sessionId} device={device} onSignOut={onSignOut} pending={pending} />
        ))}
      </ul>
      <div className={styles.actions}>
        {others > 0 ? (
          <Button
            variant="secondary"
            isPending={pending === 'others'}
            pendingLabel={texts.signingOut}
            isDisabled={pending !== null && pending !== 'others'}
            onPress={onSignOutOthers}
          >
            {texts.signOutOthers}
          </Button>
        ) : (
          <p className={styles.muted}>{texts.onlyThisDevice}</p>
        )}
      </div>
    </div>
  );
}
