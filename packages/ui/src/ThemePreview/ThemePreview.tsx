/**
 * A page for branding teams (not part of the portal): enter a firm's highlight colour and logo (a
 * file, shown through an object URL, or a URL) and see the key screens in that theme, with a warning
 * when the colour fails WCAG AA contrast against the text the theme puts on it. "Download theme" saves
 * the theme as branding.jsonl for the import (theme-file.ts): the colour, the location it is for (blank:
 * every location) and an SVG logo file's markup. Only a colour passing AA can be downloaded: the import
 * refuses any other.
 */
import { useEffect, useId, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { MessageBanner } from '../MessageBanner/MessageBanner.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as fieldStyles from '../TextField/TextField.css.ts';
import { isHexColour } from '../themes/colour.ts';
import { ThemeProvider } from '../themes/ThemeProvider.tsx';
import type { FirmTheme } from '../themes/themes.ts';
import { highlightContrast } from './contrast.ts';
import { AccountSummaryScreen, HomeScreen, LoginScreen, TransactionsScreen } from './screens.tsx';
import { previewTexts } from './texts.ts';
import { downloadThemeFile } from './theme-file.ts';
import * as styles from './ThemePreview.css.ts';

export { previewTexts };

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
  /** The location the downloaded theme is for. @default '' (every location) */
  initialLocationId?: string;
  /** An SVG logo already chosen (its markup): shown and put in the downloaded theme. */
  initialLogoSvg?: string;
}

export function ThemePreview({
  initialColour = '#f78f21',
  initialLogoUrl = '',
  firmName = 'Firm',
  initialScreen = 'home',
  initialLocationId = '',
  initialLogoSvg,
}: ThemePreviewProps) {
  const fileId = useId();
  const [colour, setColour] = useState(initialColour);
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [fileLogo, setFileLogo] = useState<string | undefined>(undefined);
  /** The chosen logo file's markup when it is an SVG: what the theme file carries. */
  const [logoSvg, setLogoSvg] = useState<string | undefined>(initialLogoSvg);
  const [locationId, setLocationId] = useState(initialLocationId);
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
    logoSrc: fileLogo ?? (logoSvg ? svgDataUrl(logoSvg) : undefined) ?? (logoUrl.trim() || undefined),
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
          <label htmlFor={fileId} className={fieldStyles.label}>
            {previewTexts.logoFile}
          </label>
          <input
            id={fileId}
            type="file"
            className={styles.fileInput}
            accept="image/*"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileLogo(file ? URL.createObjectURL(file) : undefined);
              setLogoSvg(undefined);
              if (file?.type === 'image/svg+xml') void file.text().then(setLogoSvg);
            }}
          />
        </div>
        <TextField label={previewTexts.locationId} description={previewTexts.locationIdHelp} value={locationId} onChange={setLocationId} />
      </div>
      <div className={styles.download}>
        <Button
          variant="secondary"
          isDisabled={!contrast?.passesAA}
          onPress={() => downloadThemeFile({ highlightColour: colour.trim(), locationId, logoSvg })}
        >
          {previewTexts.download}
        </Button>
        <p>{previewTexts.downloadHelp}</p>
        {(fileLogo || logoUrl.trim()) && !logoSvg && <p>{previewTexts.logoNotInFile}</p>}
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

/** SVG markup as an image address (a data: URL: no object URL to revoke). */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
