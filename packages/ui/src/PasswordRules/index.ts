export { PasswordRules, defaultPasswordRulesLabels, passwordRulesSummary } from './PasswordRules.tsx';
export type { PasswordRulesLabels, PasswordRulesProps } from './PasswordRules.tsx';
