export { PasswordRules, passwordRulesSummary } from './PasswordRules.tsx';
export type { PasswordRulesProps } from './PasswordRules.tsx';
