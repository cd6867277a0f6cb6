import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoreIcon, coreIconPaths, type CoreIconName } from './CoreIcon.tsx';
import { Icon, iconNames } from './Icon.tsx';

describe('Icon and CoreIcon', () => {
  it('keeps every icon name, in its order', () => {
    expect(iconNames).toEqual([
      'home',
      'analysis',
      'transactions',
      'documents',
      'library',
      'menu',
      'close',
      'external',
      'chevronDown',
      'chevronUp',
      'eye',
      'eyeOff',
      'error',
      'warning',
      'info',
      'success',
      'retry',
    ]);
  });

  it.each(Object.keys(coreIconPaths) as CoreIconName[])('CoreIcon draws %s exactly as Icon does', (name) => {
    const icon = render(<Icon name={name} size={18} className="c" />).container.innerHTML;
    const core = render(<CoreIcon name={name} size={18} className="c" />).container.innerHTML;
    expect(core).toBe(icon);
    expect(core).toContain(`d="${coreIconPaths[name]}"`);
    expect(core).toContain('aria-hidden="true"');
  });
});
