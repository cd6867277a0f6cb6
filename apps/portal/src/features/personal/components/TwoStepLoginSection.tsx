/**
 * Personal details' Two-step login (issue 30): passkeys with add and remove, the authenticator app,
 * the recovery codes left and new ones, turning it off (shared/two-step/TwoStepFlow.tsx). Only the
 * user's own login: an adviser viewing the client does not see it (the server refuses it them).
 */
import { mfaTexts as texts } from '@portal/domain';
import { Card } from '@portal/ui';
import { TwoStepFlow } from '../../../shared/two-step/TwoStepFlow.tsx';
import { useReadOnly } from '../../../shared/use-read-only.ts';

export function TwoStepLoginSection() {
  const readOnly = useReadOnly();
  if (readOnly) return null;
  return (
    <Card title={texts.heading} headingLevel={2}>
      <TwoStepFlow mode="manage" />
    </Card>
  );
}
