import { Page } from 'shared-content/ui';

export default function Partners() {
  return (
    <Page heading="Our Partners" title="Partners" description="Our partners.">
      <p>Partners.</p>
    </Page>
  );
}
