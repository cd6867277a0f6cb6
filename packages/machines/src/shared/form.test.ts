import { describe, expect, it } from 'vitest';
import { formEditing } from './form.ts';

describe('formEditing', () => {
  it('maps <prefix>.change to the field action and <prefix>.submit through canSubmit to the target', () => {
    expect(formEditing('reset', 'setField', 'submitting')).toEqual({
      'reset.change': { actions: 'setField' },
      'reset.submit': { guard: 'canSubmit', target: 'submitting' },
    });
  });
});
