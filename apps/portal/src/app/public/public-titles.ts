/** The public pages' names (the document title): written into their prerendered HTML and set after a navigation. */
import { pageTitles } from '@portal/domain';
import { paths } from '../../shared/paths.ts';

export const PUBLIC_PAGE_TITLES: Record<string, string> = {
  [paths.root.path]: pageTitles.login,
  [paths.login.path]: pageTitles.login,
  [paths.forgotten.path]: pageTitles.forgotten,
  [paths.register.path]: pageTitles.register,
  [paths.reset.path]: pageTitles.reset,
  [paths.terms.path]: pageTitles.terms,
  [paths.error.path]: pageTitles.error,
};
