/** Problems with the whole form rather than one field; keys of the `forms.problems` messages. */
export const FORM_PROBLEMS = ['badRequest', 'captcha', 'rateLimited', 'server', 'unavailable', 'appointmentsFull', 'slotFull', 'documentsRequested', 'noDocuments'] as const
export type FormProblem = (typeof FORM_PROBLEMS)[number]

/** What the visitor typed, as the form shows it again (never passwords or files). */
export type FormValues = Record<string, string | string[]>
