export { Icon, iconNames } from './Icon.tsx';
export type { IconName, IconProps } from './Icon.tsx';
export { CoreIcon } from './CoreIcon.tsx';
export type { CoreIconName, CoreIconProps } from './CoreIcon.tsx';
