import { Page } from 'shared-content/ui';

export default function BestPrices() {
  return (
    <Page heading="Best Prices" title="Best Prices" description="Compare prescription prices.">
      <p>Compare prices.</p>
    </Page>
  );
}
