import { ToastSlot } from '../chrome/ToastSlot';
import { Newsletter } from '../pages/blog/Newsletter';
import { island } from '../texts';

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

export default island(NewsletterPart, { wake: 'visible', texts: 'blog' });
