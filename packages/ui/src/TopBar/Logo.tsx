/** The theme's logo (firm logo or the default word-mark) as an image, optionally linking home. */
import { Link } from 'react-aria-components';
import { useTheme } from '../themes/ThemeFrame.tsx';
import * as styles from './TopBar.css.ts';

export interface LogoProps {
  /** Link target, e.g. the client home. Without it the logo is a plain image. */
  href?: string;
  /** Overrides the theme's logo text alternative. */
  alt?: string;
}

export function Logo({ href, alt }: LogoProps) {
  const theme = useTheme();
  const image = <img className={styles.logo} src={theme.logoSrc} alt={alt ?? theme.logoAlt} />;
  if (!href) return image;
  return (
    <Link href={href} className={styles.logoLink}>
      {image}
    </Link>
  );
}
