import { defineStrings } from '../strings';

/**
 * The contact form's strings (spec §2 /hc contact form, §3 "Support message", §8 'Message Sent'): shared by
 * the help centre and the account's support page. Entries marked `ours` are not in the spec.
 */
export const supportStrings = defineStrings({
  heading: 'Contact Us',
  intro: 'Tell us what is going on and we will answer by e-mail. Subject, e-mail address and message are required.', // ours
  subjectLabel: 'Subject', // ours
  emailLabel: 'E-mail address', // ours
  messageLabel: 'Message', // ours
  send: 'Send', // ours
  back: 'Back', // ours
  // Spec §8, verbatim.
  messageSentTitle: 'Message Sent',
  messageSentBody: 'Thank you for your message. We will get back to you as soon as possible.',
});
