import { HomeWidgetView } from './components/HomeWidgetView';
import { ContentProvider } from './content/context';
import * as spanish from './content/es';

/** The home page's testimonials-and-partners section, in Spanish (`/es`). */
export default function HomeWidgetEs() {
  return (
    <ContentProvider value={spanish}>
      <HomeWidgetView />
    </ContentProvider>
  );
}
