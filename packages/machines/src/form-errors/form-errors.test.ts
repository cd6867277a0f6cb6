import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/api';
import { FORGOTTEN_PATH, loginErrorTexts } from '@portal/domain';
import { formCodesOfFailure, formErrorsFromCodes, formErrorsFromFailure, trimFields } from './form-errors.ts';

describe('form errors', () => {
  it('maps codes with the form wording, without repeats, linking the locked message', () => {
    expect(formErrorsFromCodes(['Invalid', 'Invalid'], 'forgotten')).toEqual([{ text: loginErrorTexts.invalidUsername }]);
    expect(formErrorsFromCodes(['Locked'], 'register')).toEqual([
      { text: loginErrorTexts.locked, link: { href: FORGOTTEN_PATH, label: loginErrorTexts.lockedLinkLabel } },
    ]);
    expect(formErrorsFromCodes([], 'reset')).toEqual([]);
  });

  it('reads form codes only from a refused 4xx that carries them', () => {
    expect(formCodesOfFailure(new ApiError({ kind: 'http', status: 400, code: 'Invalid' }))).toEqual(['Invalid']);
    expect(formCodesOfFailure(new ApiError({ kind: 'http', status: 401, code: 'Unauthorized' }))).toEqual([]);
    expect(formCodesOfFailure(new ApiError({ kind: 'http', status: 500, code: 'Invalid' }))).toEqual([]);
    expect(formCodesOfFailure(new ApiError({ kind: 'network' }))).toEqual([]);
    expect(formCodesOfFailure(new Error('Invalid'))).toEqual([]);
  });

  it('takes every form code of spec §8, and all the codes a refused call lists when one of them is a form code', () => {
    for (const code of ['Invalid', 'ExistingPass', 'UsernamePass', 'RecentlyUsedPass', 'Locked', 'LockedOut']) {
      expect(formCodesOfFailure(new ApiError({ kind: 'http', status: 400, code }))).toEqual([code]);
    }
    expect(formCodesOfFailure(new ApiError({ kind: 'http', status: 400, errorCodes: ['Invalid', 'Other'] }))).toEqual(['Invalid', 'Other']);
  });

  it('ignores form codes on anything but an HTTP refusal: a bad response, or a look-alike that is no ApiError', () => {
    expect(formCodesOfFailure(new ApiError({ kind: 'invalid-response', status: 400, code: 'Invalid' }))).toEqual([]);
    expect(formCodesOfFailure({ kind: 'http', status: 400, errorCodes: ['Invalid'] })).toEqual([]);
  });

  it('falls back to the login error mapping', () => {
    expect(formErrorsFromFailure(new ApiError({ kind: 'http', status: 401 }), 'register')[0]?.text).toBe(loginErrorTexts.incorrectDetails);
    expect(formErrorsFromFailure(new ApiError({ kind: 'network' }), 'register')).toEqual([{ text: loginErrorTexts.couldNotConnect }]);
  });

  it('trims every field', () => {
    expect(trimFields({ a: ' x ', b: 'y' })).toEqual({ a: 'x', b: 'y' });
  });
});
