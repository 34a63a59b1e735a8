// Everything here loads without the router; what needs it is `ui-kit/routing`.
export { ActionLink } from './ActionLink';
export { ActionRow } from './ActionRow';
export { type ActionVariant, actionStyles } from './actionStyles';
export { BulletList } from './BulletList';
export { CallButton } from './CallButton';
export { Card, cardStyle, cardTitle } from './Card';
export { CardGrid, type GridColumnPx, gridStyle } from './CardGrid';
export { Carousel, type CarouselProps } from './Carousel';
export { classes } from './classes';
export { Button, PauseButton, StarRating } from './controls';
export { formControlStyle, formLabelStyle } from './forms.css';
export { GlobalStyles } from './GlobalStyles';
export {
  HolidayClosuresNote,
  HoursChanges,
  HoursTable,
  OpenStatus,
  useHolidayName,
} from './HoursTable';
export * from './hooks';
export { LanguageHelp } from './LanguageHelp';
export { LazyImage, type LazyImageProps, type LazyImageState } from './LazyImage';
export { LocationPhones } from './LocationPhones';
export { ExternalLink, InternalLink, isPlainClick, PhoneLink } from './links';
export {
  Marquee,
  type MarqueeItemWidth,
  type MarqueePick,
  type MarqueeProps,
} from './Marquee';
export { pageWidth } from './Page.css';
export { PhoneChoice } from './PhoneChoice';
export { PhoneNumber } from './PhoneNumber';
export { useNow, useRenderDate } from './renderClock';
export {
  type RotationOptions,
  RotationToggle,
  rotationAttributes,
  rotationItemAttributes,
} from './rotation';
export { untilReady } from './rotation.css';
export { Section, sectionHeading, sectionHeadingId } from './Section';
export { type StatColumnPx, StatGrid, StatTile } from './StatTile';
export { StepList } from './StepList';
// The section helper itself is `ui-kit/section` (one copy per deployable, with its
// texts context): only its types here.
export type { AnySection, LinkedFrom, SectionDefinition, SectionPageProps } from './section';
export * from './theme';
export { useQueryFilter } from './useQueryFilter';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
