import type { LeadKind } from './forms'

/**
 * SPEC §8: when a form cannot be sent (a problem on our side), the message says what failed for that form:
 * the contact mail, the message to a friend, the testimonial, the document request, or else the sending.
 * Keys of the `forms.sendFailures` messages.
 */
export const SEND_FAILURES = ['contact', 'sendToFriend', 'testimonial', 'documentRequest', 'sending'] as const
export type SendFailure = (typeof SEND_FAILURES)[number]

const FAILURE_OF: Partial<Record<LeadKind, SendFailure>> = {
  'site-contact': 'contact',
  'contact-me': 'contact',
  'visit-request': 'contact',
  'contact-appointment': 'contact',
  'contact-construction': 'contact',
  'send-to-friend': 'sendToFriend',
  testimonial: 'testimonial',
  'document-request': 'documentRequest',
}

export function sendFailureOf(kind: LeadKind): SendFailure {
  return FAILURE_OF[kind] ?? 'sending'
}
