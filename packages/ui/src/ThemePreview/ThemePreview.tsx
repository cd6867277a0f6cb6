/**
 * A page for branding teams (not part of the portal): enter a firm's highlight colour and logo (a
 * file, shown through an object URL, or a URL) and see the key screens in that theme, with a warning
 * when the colour fails WCAG AA contrast against the text the theme puts on it.
 */
import { useEffect, useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { isHexColour } from '../themes/colour.ts';
import { ThemeProvider } from '../themes/ThemeProvider.tsx';
import type { FirmTheme } from '../themes/themes.ts';
import { highlightContrast, WCAG_AA_TEXT_RATIO } from './contrast.ts';
import { AccountSummaryScreen, HomeScreen, LoginScreen, TransactionsScreen } from './screens.tsx';
import * as styles from './ThemePreview.css.ts';

/** The tool's own words (Storybook only; the portal never shows them). */
export const previewTexts = {
  title: 'Theme preview',
  colour: 'Highlight colour',
  colourHelp: 'A hex colour such as #1d5c96',
  colourInvalid: 'Enter # followed by six hexadecimal digits',
  logoUrl: 'Logo URL',
  logoFile: 'Logo file',
  screens: 'Screens',
  fails: (colour: string, ratio: number, text: string) =>
    `${colour} reaches only ${ratio.toFixed(2)}:1 against its text colour ${text}; WCAG AA needs ${WCAG_AA_TEXT_RATIO}:1 for text on buttons and the current navigation item. Choose a darker or lighter shade.`,
  passes: (ratio: number, text: string) => `Contrast ${ratio.toFixed(2)}:1 against its text colour ${text}: passes WCAG AA.`,
} as const;

const screens = [
  { id: 'login', label: 'Login', Screen: LoginScreen },
  { id: 'home', label: 'Home', Screen: HomeScreen },
  { id: 'account-summary', label: 'Account summary', Screen: AccountSummaryScreen },
  { id: 'transactions', label: 'Transactions', Screen: TransactionsScreen },
] as const;
export type PreviewScreen = (typeof screens)[number]['id'];

export interface ThemePreviewProps {
  /** @default '#f78f21' */
  initialColour?: string;
  initialLogoUrl?: string;
  /** The firm's name: the logo's text alternative and the theme name. @default 'Firm' */
  firmName?: string;
  /** @default 'home' */
  initialScreen?: PreviewScreen;
}

export function ThemePreview({
  initialColour = '#f78f21',
  initialLogoUrl = '',
  firmName = 'Firm',
  initialScreen = 'home',
}: ThemePreviewProps) {
  const fileId = useId();
  const [colour, setColour] = useState(initialColour);
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [fileLogo, setFileLogo] = useState<string | undefined>(undefined);
  // An object URL holds the file in memory until revoked.
  useEffect(
    () => () => {
      if (fileLogo) URL.revokeObjectURL(fileLogo);
    },
    [fileLogo],
  );

  const contrast = highlightContrast(colour.trim());
  const theme: FirmTheme = {
    highlightColour: isHexColour(colour.trim()) ? colour.trim() : undefined,
    logoSrc: fileLogo ?? (logoUrl.trim() || undefined),
    logoAlt: firmName,
    themeName: firmName,
  };

  return (
    <div className={styles.page}>
      <h1>{previewTexts.title}</h1>
      <div className={styles.controls}>
        <TextField
          label={previewTexts.colour}
          description={previewTexts.colourHelp}
          value={colour}
          onChange={setColour}
          isInvalid={contrast === undefined}
          errorMessage={previewTexts.colourInvalid}
        />
        <TextField label={previewTexts.logoUrl} value={logoUrl} onChange={setLogoUrl} />
        <div className={styles.fileField}>
          <label htmlFor={fileId}>{previewTexts.logoFile}</label>
          <input
            id={fileId}
            type="file"
            accept="image/*"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileLogo(file ? URL.createObjectURL(file) : undefined);
            }}
          />
        </div>
      </div>
      {contrast && !contrast.passesAA && (
        <MessageBanner severity="warning">{previewTexts.fails(colour.trim(), contrast.ratio, contrast.textColour)}</MessageBanner>
      )}
      {contrast?.passesAA && <p role="status">{previewTexts.passes(contrast.ratio, contrast.textColour)}</p>}
      <ThemeProvider theme={theme}>
        <Tabs defaultSelectedKey={initialScreen}>
          <TabList aria-label={previewTexts.screens} className={styles.tabList}>
            {screens.map((s) => (
              <Tab key={s.id} id={s.id} className={styles.tab}>
                {s.label}
              </Tab>
            ))}
          </TabList>
          {screens.map(({ id, Screen }) => (
            <TabPanel key={id} id={id} className={styles.frame}>
              <Screen />
            </TabPanel>
          ))}
        </Tabs>
      </ThemeProvider>
    </div>
  );
}
