/**
 * The sign-in feature's server calls (spec §7): each wraps one of the app's typed `calls`, so the
 * feature names what it needs in one place and the merger can later inline the endpoint here.
 */
import { calls } from '../../shared/api.ts';

export const signInApi = {
  login: calls.login,
  logout: calls.logout,
  register: calls.register,
  forgottenPassword: calls.forgottenPassword,
  resetPassword: calls.resetPassword,
  changePassword: calls.changePassword,
  acceptTerms: calls.acceptTerms,
};
