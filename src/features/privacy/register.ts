/** What the privacy feature adds to Payload (composed in payload.config.ts, ADR 0046): its endpoints and its admin view. */
export { privacyEndpoints } from './endpoints'

/** The "Personal data" view of the admin (Payload admin.components.views) and the link to it in the navigation. */
export const PERSONAL_DATA_VIEW = { Component: '/features/privacy/admin/PersonalDataView#PersonalDataView', path: '/personal-data' } as const
export const PERSONAL_DATA_NAV_LINK = '/features/privacy/admin/PersonalDataNavLink#PersonalDataNavLink'
