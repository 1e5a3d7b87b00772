import { getContrastRatio } from '@mui/material/styles';
import { brandColors } from './brand';
import { PHONE_QUERY } from './phone-query';
import { theme } from './theme';

describe('theme colours', () => {
  it('keeps #3B82F6 as the brand colour (profile default, PDFs)', () => {
    expect(brandColors.primary).toBe('#3B82F6');
    expect(theme.palette.primary.light).toBe('#3B82F6');
  });

  it.each(['primary', 'secondary'] as const)('%s buttons pass WCAG AA: text on fill and hover fill, and as text on white', (name) => {
    const { main, dark, contrastText } = theme.palette[name];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('phone query', () => {
  it("is the theme's sm breakpoint, as useMediaQuery and the theme's media queries take it", () => {
    expect(PHONE_QUERY).toBe('(max-width:599.95px)');
    expect(`@media ${PHONE_QUERY}`).toBe(theme.breakpoints.down('sm'));
  });
});
