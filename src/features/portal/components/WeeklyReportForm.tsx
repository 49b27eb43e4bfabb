'use client'

import { useActionState } from 'react'

import { saveWeeklyReport } from '../actions'
import styles from '../portal.module.css'
import { WEEKLY_REPORT_IDLE, type WeeklyReportState } from '../weekly-report-state'

type Labels = { label: string; save: string; savedOn: string; savedOff: string; failed: string }

/** The weekly report switch: a checkbox and a save button; a plain POST without JavaScript. */
export function WeeklyReportForm({ locale, weeklyReport, labels }: { locale: string; weeklyReport: boolean; labels: Labels }) {
  const [state, action, pending] = useActionState<WeeklyReportState, FormData>(saveWeeklyReport, WEEKLY_REPORT_IDLE)
  const checked = state.status === 'saved' ? state.weeklyReport : weeklyReport
  const message = state.status === 'saved' ? (state.weeklyReport ? labels.savedOn : labels.savedOff) : state.status === 'failed' ? labels.failed : ''
  return (
    <form action={action} className={styles.reportForm}>
      <input type="hidden" name="locale" value={locale} />
      <label>
        {/* Keyed by the save, so React's reset after the action shows the value just saved. */}
        <input key={state.status === 'idle' ? 'idle' : state.at} type="checkbox" name="weeklyReport" defaultChecked={checked} />
        <span>{labels.label}</span>
      </label>
      <button type="submit" className="button" disabled={pending}>
        {labels.save}
      </button>
      <p className={styles.saved} role="status">
        {message}
      </p>
    </form>
  )
}
