/**
 * /client/settings and /client/documentPrefsEdit/{documentTypeCode} (spec §2 Settings, §4, §6, §8):
 * heading 'Settings', the adviser's warning, and the collapsible 'Document preferences' card listing
 * each document type with its delivery option and Edit; the edit modal opens on its own address. A
 * save more than 5 minutes after the last password or passkey first asks 'Confirm it is you'.
 */
import { settingsTexts } from '@portal/domain';
import {
  CollapsibleCard,
  DeliveryPreferenceEditor,
  DeliveryPreferenceList,
  MessageBanner,
  PageContainer,
  PageHeading,
  Spinner,
} from '@portal/ui';
import { useClient } from '../../../shared/client/client-context.ts';
import { paths } from '../../../shared/paths.ts';
import { isAdviser } from '../../../shared/session.ts';
import { ReauthPrompt, reauthActorOf } from '../../../shared/two-step/ReauthPrompt.tsx';
import { useDeliveryPreferences } from '../hooks/use-delivery-preferences.ts';
import * as styles from './SettingsPage.css.ts';

const key = (code: { codeCode: string; codeType: string }) => `${code.codeType}:${code.codeCode}`;

export function SettingsPage({ editCode }: { editCode?: string }) {
  const { session } = useClient();
  const adviser = isAdviser(session);
  const { snapshot, send, types, editing, offered } = useDeliveryPreferences(adviser, editCode);
  const { context } = snapshot;
  const optionOf = (type: { codeCode: string; codeType: string }) =>
    context.currentPreferences?.find((p) => key(p.documentType) === key(type))?.deliveryOption.codeDescription ?? null;
  const saving = snapshot.matches({ editor: 'saving' });

  return (
    <PageContainer>
      <PageHeading>{settingsTexts.heading}</PageHeading>
      {adviser && <MessageBanner severity="warning">{settingsTexts.adviserWarning}</MessageBanner>}
      <CollapsibleCard title={settingsTexts.documentPreferences} defaultExpanded>
        <div className={styles.body}>
          {context.notice && <MessageBanner severity="success">{context.notice}</MessageBanner>}
          <p className={styles.intro}>{settingsTexts.chooseDelivery}</p>
          {context.preferencesError ? (
            <MessageBanner severity="error" onRetry={() => send({ type: 'preferences.retry' })} retryLabel={settingsTexts.retry}>
              {context.preferencesError}
            </MessageBanner>
          ) : context.currentPreferences === null ? (
            <Spinner label={settingsTexts.documentPreferences} />
          ) : (
            <DeliveryPreferenceList
              items={types.map((type) => ({ code: type.codeCode, label: type.codeDescription, option: optionOf(type) }))}
              editHref={(code) => paths.client.documentPrefsEdit.href(code)}
            />
          )}
        </div>
      </CollapsibleCard>
      <DeliveryPreferenceEditor
        // 'Confirm it is you' takes its place while it asks (one dialog at a time); Cancel brings it back.
        isOpen={context.editor !== null && reauthActorOf(snapshot) === undefined}
        documentType={editing?.codeDescription ?? ''}
        options={offered.map((option) => ({ value: key(option), label: option.codeDescription }))}
        selected={context.editor?.selected ? key(context.editor.selected) : null}
        onSelect={(value) => {
          const option = offered.find((o) => key(o) === value);
          if (option) send({ type: 'preference.choose', deliveryOption: { codeCode: option.codeCode, codeType: option.codeType } });
        }}
        onSave={() => send({ type: 'preference.save' })}
        onCancel={() => send({ type: 'preference.cancel' })}
        isLoadingOptions={snapshot.matches({ options: 'fetching' })}
        optionsError={context.optionsError}
        onRetryOptions={() => send({ type: 'options.retry' })}
        isSaving={saving}
        isSaveDisabled={!snapshot.can({ type: 'preference.save' })}
        saveError={context.saveError}
        readOnlyNotice={adviser ? settingsTexts.adviserWarning : null}
      />
      <ReauthPrompt snapshot={snapshot} onCancel={() => send({ type: 'reauth.cancel' })} />
    </PageContainer>
  );
}
