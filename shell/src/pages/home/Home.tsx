import { brand, site } from 'shared-content';
import { Page } from 'shared-content/ui';
import { RemoteWidget } from '../../federation/RemoteSection';

export default function Home() {
  return (
    <Page
      heading={brand.tagline}
      title={site.groupName}
      description="Community pharmacies in New Jersey."
    >
      <RemoteWidget remote="mf-reviews" expose="./HomeWidget" />
    </Page>
  );
}
