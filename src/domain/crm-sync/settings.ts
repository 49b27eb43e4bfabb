/** The CRM sync's settings (Settings › CRM, src/globals/settings-crm.ts) and their defaults (issue 21 §1). */
export type CrmSettings = { syncEveryMinutes: number; maxUnpublishPercent: number; staleAfterHours: number; alertEmail: string | null }

export const DEFAULT_CRM_SETTINGS: CrmSettings = { syncEveryMinutes: 15, maxUnpublishPercent: 20, staleAfterHours: 48, alertEmail: null }

type Stored = { syncEveryMinutes?: number | null; maxUnpublishPercent?: number | null; staleAfterHours?: number | null; alertEmail?: string | null } | null | undefined

const within = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : fallback

/** The stored group with every gap or out-of-range value replaced by its default (a global saved before the group existed has none). */
export function crmSettingsOf(stored: Stored): CrmSettings {
  return {
    syncEveryMinutes: within(stored?.syncEveryMinutes, 1, 1440, DEFAULT_CRM_SETTINGS.syncEveryMinutes),
    maxUnpublishPercent: within(stored?.maxUnpublishPercent, 0, 100, DEFAULT_CRM_SETTINGS.maxUnpublishPercent),
    staleAfterHours: within(stored?.staleAfterHours, 0, 24 * 90, DEFAULT_CRM_SETTINGS.staleAfterHours),
    alertEmail: stored?.alertEmail?.trim() || null,
  }
}

/** When the schedule's next run is due after a run that started at `now`. */
export const nextSyncAt = (now: Date, settings: Pick<CrmSettings, 'syncEveryMinutes'>) => new Date(now.getTime() + settings.syncEveryMinutes * 60_000)
