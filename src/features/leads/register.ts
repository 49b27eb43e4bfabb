/** What lead delivery adds to Payload (composed in payload.config.ts, ADR 0046): the tasks that send a lead and its documents. */
export { deliverLeadTask, sendApprovedDocumentsTask } from './deliver-lead'
