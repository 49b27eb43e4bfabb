import type { Field, GlobalConfig } from 'payload'

import { locales } from '../i18n/locales'
import { DEFAULT_BUYER_COST_RATES as buyerDefaults } from '../domain/buyer-costs'
import { crmSettings } from './settings-crm'
import { agencyLogoField, noTagsField } from './go-live-fields'
import { siteGlobal } from './site-global'
import { retentionSettings } from './settings-retention'

type RateName = Exclude<keyof typeof buyerDefaults, 'appliesFrom'>
const rate = (name: RateName, label: string, description?: string): Field => ({ name, label, type: 'number', required: true, min: 0, max: 100, defaultValue: buyerDefaults[name], ...(description ? { admin: { description } } : {}) })
const amount = (name: RateName, label: string): Field => ({ name, label, type: 'number', required: true, min: 0, defaultValue: buyerDefaults[name] })

export const Settings: GlobalConfig = siteGlobal({
  slug: 'settings',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'enabledLanguages',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: [...locales],
          options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
        },
        {
          name: 'defaultLanguage',
          type: 'select',
          required: true,
          defaultValue: 'nl',
          options: locales.map((l) => ({ label: l.toUpperCase(), value: l })),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'showLogoAtStart', type: 'checkbox', defaultValue: false },
        { name: 'hideHomeInMenu', type: 'checkbox', defaultValue: false },
        { name: 'freeEvaluationButton', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'agency',
      type: 'group',
      fields: [
        { name: 'name', type: 'text', defaultValue: 'Zeedijk Vastgoed' },
        agencyLogoField,
        { type: 'row', fields: [{ name: 'street', type: 'text' }, { name: 'zip', type: 'text' }, { name: 'city', type: 'text' }] },
        {
          type: 'row',
          fields: [
            { name: 'phone', type: 'text' },
            { name: 'email', type: 'email', admin: { description: 'Lead notifications go here. When the server sets AGENCY_EMAIL, that address replaces this one at every start.' } },
          ],
        },
        { type: 'row', fields: [{ name: 'vat', type: 'text' }, { name: 'bivNumber', type: 'text', label: 'BIV/IPI number' }] },
        { type: 'row', fields: [{ name: 'latitude', type: 'number' }, { name: 'longitude', type: 'number' }] },
        {
          name: 'openingHours',
          type: 'textarea',
          localized: true,
          admin: { description: 'Shown on the contact page and beside the address in the footer; one line per day group' },
        },
      ],
    },
    crmSettings,
    {
      name: 'rentalTerms',
      type: 'group',
      label: 'Rental terms',
      admin: { description: 'Shown with every rent application (SPEC §9).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'minIncomeMultiple', type: 'number', defaultValue: 3, min: 1, max: 10, admin: { description: 'Minimum net monthly income as a multiple of the rent' } },
            { name: 'maxPersonsPerBedroom', type: 'number', defaultValue: 2, min: 1, max: 6, admin: { description: 'Maximum number of occupants per bedroom' } },
          ],
        },
      ],
    },
    retentionSettings,
    {
      // What the visitor forms say and ask, in the agency's words (ADR 0039: forms that say the truth).
      name: 'leadForms',
      type: 'group',
      admin: { description: 'What the visitor forms say before sending, and what the keep-me-informed form asks.' },
      fields: [
        {
          name: 'offerNotice',
          type: 'textarea',
          localized: true,
          admin: { description: "Shown above the offer form's send button. Empty: the site's own text (an accepted written offer binds, 10 % down payment)." },
        },
        {
          name: 'rentNextSteps',
          type: 'textarea',
          localized: true,
          admin: { description: "Shown above the rent application's send button: what happens next. Empty: the site's own text." },
        },
        {
          name: 'alertAsksPhone',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Off: the keep-me-informed form asks no phone number and no salutation (the alerts go by e-mail). On: both are asked and required.' },
        },
      ],
    },
    {
      name: 'buyerCosts',
      type: 'group',
      label: "Buyer's cost estimate",
      admin: { description: 'Shown as an estimate on every property for sale in Belgium. Percentages are written as 2 for 2 %; amounts in euros.' },
      fields: [
        { name: 'appliesFrom', type: 'date', required: true, defaultValue: buyerDefaults.appliesFrom, admin: { description: 'The date these rates apply from (shown to visitors)', date: { pickerAppearance: 'dayOnly' } } },
        { type: 'row', fields: [rate('flandersOwnHomeRate', 'Flanders: only own home (%)'), rate('flandersRate', 'Flanders: other purchases (%)')] },
        { type: 'row', fields: [rate('walloniaOwnHomeRate', 'Wallonia: only own home (%)'), rate('walloniaRate', 'Wallonia: other purchases (%)')] },
        {
          type: 'row',
          fields: [rate('brusselsRate', 'Brussels (%)'), amount('brusselsAbatement', 'Brussels abatement, own home (€)'), amount('brusselsAbatementCeiling', 'Abatement only up to the price (€)')],
        },
        {
          type: 'row',
          fields: [
            // The notary fees' VAT only: a new home's VAT is NEW_HOME_VAT_RATE, stored in every comparable price (ADR 0080).
            rate(
              'vatRate',
              "VAT on the notary's fees and file costs (%)",
              "Only the notary's fees and file costs (the sale's and the mortgage deed's). A new home's VAT (21 %: its price with VAT, the listings' price filter and sort, the estimate's VAT on the building) is fixed in the code, not changed here (ADR 0080).",
            ),
            amount('administrativeCosts', "Notary's file costs, excl. VAT (€)"),
            amount('landRegisterCosts', 'Land register and other fixed duties (€)'),
          ],
        },
        {
          type: 'row',
          fields: [rate('mortgageRegistrationRate', 'Mortgage: registration duty (%)'), rate('mortgageFeeRate', 'Mortgage: registration fee (%)'), amount('mortgageAdministrativeCosts', 'Mortgage: file costs, excl. VAT (€)')],
        },
        // The monthly repayment estimate's starting point (ADR 0069); visitors change both on the page.
        {
          type: 'row',
          fields: [
            { name: 'mortgageRate', label: 'Monthly estimate: usual fixed yearly rate (%)', type: 'number', required: true, min: 0, max: 15, defaultValue: buyerDefaults.mortgageRate },
            { name: 'mortgageYears', label: 'Monthly estimate: usual term (years)', type: 'number', required: true, min: 1, max: 40, defaultValue: buyerDefaults.mortgageYears },
          ],
        },
      ],
    },
    {
      name: 'mapMarqueeIgnore',
      label: 'Marquee codes left off the map',
      type: 'number',
      hasMany: true,
      min: 0,
      admin: {
        description: 'Properties whose marquee is one of these codes (0 none, 3 new, 4 in option) get no marker on the listing maps; the lists still show them.',
      },
    },
    {
      name: 'tracking',
      type: 'group',
      admin: { description: 'Tag scripts load only when an id is set, and only after consent; the cookie policy then lists their cookies.' },
      fields: [{ type: 'row', fields: [{ name: 'gtmId', type: 'text' }, { name: 'pixelId', type: 'text' }] }, noTagsField],
    },
  ],
})
