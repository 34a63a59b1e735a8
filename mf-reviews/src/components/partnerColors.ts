import { theme } from 'ui-kit/theme';

interface BadgeColors {
  background: string;
  color: string;
}

/** Badge colours per partner category; every pair passes WCAG AA (4.5:1) for text. */
export const categoryColors: Readonly<Record<string, BadgeColors>> = {
  national: { background: theme.colors.primary, color: '#ffffff' },
  technology: { background: '#5b21b6', color: '#ffffff' },
  network: { background: '#166534', color: '#ffffff' },
  local: { background: '#9a3412', color: '#ffffff' },
  insurance: { background: '#1e40af', color: '#ffffff' },
  payment: { background: '#374151', color: '#ffffff' },
  specialty: { background: '#9d174d', color: '#ffffff' },
};

/** The colours of a badge whose category has none of its own. */
export const defaultBadgeColors: BadgeColors = { background: '#e2e8f0', color: theme.colors.text };

/** The colours of a partner badge; an unknown category gets the default colours. */
export const badgeColors = (category: string): BadgeColors =>
  Object.hasOwn(categoryColors, category)
    ? (categoryColors[category] as BadgeColors)
    : defaultBadgeColors;
