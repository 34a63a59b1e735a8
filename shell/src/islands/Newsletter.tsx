import { defineIsland } from 'ui-kit/section';
import { ToastSlot } from '../chrome/ToastSlot';
import { Newsletter } from '../pages/blog/Newsletter';
import { sectionTexts } from '../texts';

/**
 * The newsletter sign-up and the toast its Subscribe raises (the site's only toast): both
 * need script, so the toast host lives in this island and loads with its first toast.
 */
function NewsletterPart() {
  return (
    <>
      <Newsletter />
      <ToastSlot />
    </>
  );
}

export default defineIsland(sectionTexts, {
  expose: './islands/Newsletter',
  component: NewsletterPart,
  wake: 'visible',
  texts: 'blog',
});
