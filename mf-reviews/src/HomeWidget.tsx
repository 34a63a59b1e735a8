import { HomeWidgetView } from './components/HomeWidgetView';
import { ContentProvider } from './content/context';
import { homeTestimonials, homeWidgetText } from './content/homeWidget';
import { partners } from './content/partnerBadges';
import { sampleContent, sampleNotices } from './content/samples';

// Only what the widget shows, in English: its seven testimonials, the partner badges.
const english = { homeTestimonials, homeWidgetText, partners, sampleContent, sampleNotices };

/** The home page's testimonials-and-partners section, in English. */
export default function HomeWidget() {
  return (
    <ContentProvider view="homeWidget" value={english}>
      <HomeWidgetView />
    </ContentProvider>
  );
}
