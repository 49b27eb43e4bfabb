/** What the owners' weekly report adds to Payload (composed in payload.config.ts, ADR 0046): its task and schedule. */
export { WEEKLY_REPORTS, weeklyOwnerReportsTask } from './weekly-report'
