export { ThemePreview, previewTexts } from './ThemePreview.tsx';
export type { ThemePreviewProps, PreviewScreen } from './ThemePreview.tsx';
export { highlightContrast, WCAG_AA_TEXT_RATIO } from './contrast.ts';
export type { HighlightContrast } from './contrast.ts';
export { THEME_FILE_NAME, downloadThemeFile, themeFileLine } from './theme-file.ts';
export type { ThemeFileInput } from './theme-file.ts';
