import { Page } from 'shared-content/ui';

export default function Faq() {
  return (
    <Page
      heading="Frequently Asked Questions"
      title="FAQ"
      description="Answers to common questions."
    >
      <p>Questions.</p>
    </Page>
  );
}
