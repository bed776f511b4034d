import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/design-system';
import { config } from '@/config';
import { useSession } from '@/lib/session';
import { format } from '@/lib/strings';
import { setDocumentMeta } from '@/lib/title';
import { ContactForm } from '@/lib/support/ContactForm';
import { supportStrings } from '@/lib/support/strings';
import { CONTACT_VIEW, HelpHeader, HelpIndex, type HelpLocationState } from './components/HelpIndex';
import { helpStrings } from './strings';

export { CONTACT_VIEW, contactHref } from './components/HelpIndex';

/**
 * /hc (spec §2): the help centre index — player help (guest or user, from the session), developers,
 * legal links, a way to the contact form. The contact form is the same route with `?view=contact`:
 * opening it pushes a history entry, so the browser's back and the form's Back both return to the
 * index (Back pops the entry when the index opened the form, else replaces the URL with /hc).
 */
export function HelpCentrePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const contact = searchParams.get('view') === CONTACT_VIEW;

  useEffect(() => {
    setDocumentMeta({
      title: contact ? supportStrings.heading : helpStrings.documentTitle,
      description: format(helpStrings.description, { product: config.productName }),
    });
  }, [contact]);

  const back = () => {
    if ((location.state as HelpLocationState | null)?.fromHelpIndex) void navigate(-1);
    else void navigate('/hc', { replace: true });
  };

  return (
    <Page>
      <HelpHeader />
      {contact ? <ContactForm onBack={back} /> : <HelpIndex account={session.data?.account} checked={session.isFetched} />}
    </Page>
  );
}

export default HelpCentrePage;
