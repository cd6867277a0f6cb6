/** /accessibility: the accessibility statement, public (no session needed). */
import { AccessibilityStatementPage } from '../components/AccessibilityStatementPage.tsx';

export const Component = AccessibilityStatementPage;
