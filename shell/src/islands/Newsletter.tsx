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

// Wakes at first touch (a pointer over it, a tap, focus): its field is the browser's own
// (uncontrolled), so what is typed before it hydrates stays, and until then Subscribe waits.
export default island(NewsletterPart, { wake: 'interaction', texts: 'blog' });
