/** What the weekly report form shows after a save (a 'use server' file may export only its actions). */
export type WeeklyReportState = { status: 'idle' } | { status: 'saved'; weeklyReport: boolean; at: number } | { status: 'failed'; at: number }

export const WEEKLY_REPORT_IDLE: WeeklyReportState = { status: 'idle' }
