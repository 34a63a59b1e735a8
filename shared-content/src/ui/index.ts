export { Carousel, type CarouselProps } from './Carousel';
export { Button, PauseButton, StarRating } from './controls';
export { formControlStyle, formLabelStyle } from './forms';
export { GlobalStyles } from './GlobalStyles';
export { HoursTable, OpenStatus } from './HoursTable';
export * from './hooks';
export { LazyImage, type LazyImageProps, type LazyImageState } from './LazyImage';
export { LocationPhones } from './LocationPhones';
export {
  ActionRow,
  BulletList,
  Card,
  CardGrid,
  cardStyle,
  cardTitle,
  gridStyle,
  Section,
  type Step,
  StepList,
  sectionHeading,
} from './layout';
export {
  type ActionVariant,
  actionStyles,
  ExternalLink,
  InternalLink,
  PhoneLink,
  PhoneNumber,
  telHref,
} from './links';
export { Marquee, type MarqueeProps } from './Marquee';
export { NavItemLink } from './NavItemLink';
export { Page, type PageProps, pageWidth } from './Page';
export { PhoneChoice } from './PhoneChoice';
export { type PageComponents, SectionRoutes } from './SectionRoutes';
export { type CarouselController, type CarouselOptions, useCarousel } from './useCarousel';
export { useNow, useOpenState, useRenderDate } from './useOpenState';
export { VisuallyHidden, visuallyHidden } from './VisuallyHidden';
