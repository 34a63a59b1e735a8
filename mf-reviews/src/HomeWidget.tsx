import { HomeWidgetView } from './components/HomeWidgetView';
import * as english from './content';
import { ContentProvider } from './content/context';

/** The home page's testimonials-and-partners section, in English. */
export default function HomeWidget() {
  return (
    <ContentProvider value={english}>
      <HomeWidgetView />
    </ContentProvider>
  );
}
