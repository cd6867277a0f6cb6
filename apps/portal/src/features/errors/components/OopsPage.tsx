/**
 * /error (spec §2 Common interface): the 'Oops' page asking to phone or e-mail client relations,
 * with Refresh that reloads the app from its start.
 */
import { SUPPORT, commonTexts, generalTexts } from '@portal/domain';
import { Button, ErrorPage, PublicLayout } from '@portal/ui';
import { paths } from '../../../shared/paths.ts';

/** A full page load, so the app starts afresh (a client-side navigation would keep the broken state). */
export function reloadApp(assign: (url: string) => void = (url) => window.location.assign(url)) {
  assign(paths.root.href());
}

export function OopsPage() {
  return (
    <PublicLayout>
      <ErrorPage title={generalTexts.oopsTitle} actions={<Button onPress={() => reloadApp()}>{commonTexts.refresh}</Button>}>
        <p>{generalTexts.oopsText()}</p>
        <p>
          <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}>{SUPPORT.phone}</a> · <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a>
        </p>
      </ErrorPage>
    </PublicLayout>
  );
}
