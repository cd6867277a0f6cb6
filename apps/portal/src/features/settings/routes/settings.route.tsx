/**
 * /client/settings and /client/documentPrefsEdit/{documentTypeCode} (spec §2 Settings): both paths
 * use this one module, so moving between them keeps the page (its machine, the success notice) and
 * only opens or closes the edit modal. The page loads what it needs through its machine.
 */
import { useParams } from 'react-router-dom';
import { SettingsPage } from '../components/SettingsPage.tsx';

export function Component() {
  const { documentTypeCode } = useParams();
  return <SettingsPage editCode={documentTypeCode} />;
}
