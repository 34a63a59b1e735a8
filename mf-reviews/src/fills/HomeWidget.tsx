import { useLocale } from 'shared-content';
import { HomeWidgetView } from '../components/HomeWidgetView';
import { section } from '../section';

/**
 * The home page's testimonials-and-partners section, in the page's language: it loads
 * only what it shows (its seven testimonials, the partner badges) in that language.
 */
export default function HomeWidget() {
  const Widget = section.partWithTexts('homeWidget', HomeWidgetView, useLocale());
  return <Widget />;
}
