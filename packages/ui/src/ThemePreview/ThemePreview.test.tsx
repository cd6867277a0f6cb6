import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, readableTextColour } from '../themes/colour.ts';
import { highlightContrast } from './contrast.ts';
import { themeFileLine } from './theme-file.ts';
import { ThemePreview, previewTexts } from './ThemePreview.tsx';

describe('highlightContrast', () => {
  it('measures the highlight against the text colour the theme puts on it', () => {
    for (const colour of ['#f78f21', '#1d5c96', '#d35400', '#777777']) {
      const result = highlightContrast(colour)!;
      expect(result.textColour).toBe(readableTextColour(colour));
      expect(result.ratio).toBeCloseTo(contrastRatio(colour, result.textColour), 6);
      expect(result.passesAA).toBe(result.ratio >= 4.5);
    }
    expect(highlightContrast('#d35400')?.passesAA).toBe(false);
    expect(highlightContrast('#1d5c96')?.passesAA).toBe(true);
    expect(highlightContrast('blue')).toBeUndefined();
  });
});

describe('ThemePreview', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns when the colour fails WCAG AA and not when it passes', async () => {
    const user = userEvent.setup();
    render(<ThemePreview initialColour="#1d5c96" />);
    expect(screen.queryByText(/WCAG AA needs/)).not.toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: previewTexts.colour });
    await user.clear(input);
    await user.type(input, '#d35400');
    const ratio = highlightContrast('#d35400')!.ratio;
    expect(screen.getByText(previewTexts.fails('#d35400', ratio, '#1a1a1a'))).toBeInTheDocument();
  });

  it('applies the colour to the previewed screens', async () => {
    render(<ThemePreview initialColour="#1d5c96" firmName="Northgate Partners" />);
    const themed = document.querySelector('[data-theme="Northgate Partners"]') as HTMLElement;
    expect(themed.getAttribute('style')).toContain('#1d5c96');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a chosen logo file through an object URL', async () => {
    const user = userEvent.setup();
    const create = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    render(<ThemePreview initialScreen="login" firmName="Harbour Wealth" />);
    await user.upload(screen.getByLabelText(previewTexts.logoFile), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(create).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Harbour Wealth' })).toHaveAttribute('src', 'blob:logo-1');
  });
});

describe('the theme file (branding.jsonl)', () => {
  it('is one JSON line: lower-case #rrggbb, the location when given, the SVG markup when given', () => {
    expect(themeFileLine({ highlightColour: '#1D5C96' })).toBe('{"highlight_colour":"#1d5c96"}\n');
    expect(themeFileLine({ highlightColour: '#abc', locationId: ' 40000012 ', logoSvg: '<svg/>' })).toBe(
      '{"location_id":"40000012","highlight_colour":"#aabbcc","logo_svg":"<svg/>"}\n',
    );
    expect(() => themeFileLine({ highlightColour: 'blue' })).toThrow('Not a hex colour');
  });

  it('downloads only a colour that passes WCAG AA (the import refuses any other)', async () => {
    const user = userEvent.setup();
    render(<ThemePreview initialColour="#1d5c96" />);
    const download = screen.getByRole('button', { name: previewTexts.download });
    expect(download).toBeEnabled();
    const input = screen.getByRole('textbox', { name: previewTexts.colour });
    await user.clear(input);
    await user.type(input, '#d35400');
    expect(download).toBeDisabled();
  });

  it('carries a chosen SVG logo file and the location typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    render(<ThemePreview initialColour="#1d5c96" />);
    await user.upload(screen.getByLabelText(previewTexts.logoFile), new File(['<svg id="l"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await user.type(screen.getByRole('textbox', { name: previewTexts.locationId }), '40000033');
    await screen.findByRole('button', { name: previewTexts.download });
    await vi.waitFor(() => expect(screen.queryByText(previewTexts.logoNotInFile)).not.toBeInTheDocument());
    const create = vi.mocked(URL.createObjectURL);
    create.mockClear();
    await user.click(screen.getByRole('button', { name: previewTexts.download }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = create.mock.calls[0]![0] as Blob;
    expect(JSON.parse(await blob.text())).toEqual({ location_id: '40000033', highlight_colour: '#1d5c96', logo_svg: '<svg id="l"/>' });
  });
});
