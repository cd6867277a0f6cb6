/** Shown instead of a blank page when a route names an account or date range we do not know. */
import { portfolioTexts } from '@portal/domain';
import { LinkButton, MessageBanner } from '@portal/ui';
import { paths } from '../../../shared/paths.ts';
import * as styles from './portfolio.css.ts';

export function UnknownKey({ message }: { message: string }) {
  return (
    <div className={styles.stack}>
      <MessageBanner severity="warning">{message}</MessageBanner>
      <div>
        <LinkButton variant="secondary" href={paths.client.home.href()}>
          {portfolioTexts.backToHome}
        </LinkButton>
      </div>
    </div>
  );
}
