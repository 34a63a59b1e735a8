import { HomeWidgetView } from './components/HomeWidgetView';
import { ContentProvider } from './content/context';
import { homeTestimonials, homeWidgetText } from './content/homeWidget.es';
import { partners } from './content/partnerBadges.es';
import { sampleContent, sampleNotices } from './content/samples.es';

// Only what the widget shows, in Spanish: its seven testimonials, the partner badges.
const spanish = { homeTestimonials, homeWidgetText, partners, sampleContent, sampleNotices };

/** The home page's testimonials-and-partners section, in Spanish (`/es`). */
export default function HomeWidgetEs() {
  return (
    <ContentProvider view="homeWidget" value={spanish}>
      <HomeWidgetView />
    </ContentProvider>
  );
}
