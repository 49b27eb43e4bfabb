import { FORMS, type FormDefinition } from './forms'

/**
 * What a search-profile holder may change later (ADR 0028): the criteria of the keep-me-informed form,
 * with the same fields, choices and rules (price range included), without the person and the password.
 */
export const PROFILE_CRITERIA = ['goal', 'propertyTypes', 'regions', 'priceMin', 'priceMax', 'minBedrooms', 'minBathrooms', 'minGarages', 'minParkings'] as const
export type ProfileCriterion = (typeof PROFILE_CRITERIA)[number]

const keepMeInformed = FORMS['search-profile']

export const PROFILE_CRITERIA_FORM: FormDefinition = {
  ...keepMeInformed,
  fields: keepMeInformed.fields.filter((field) => (PROFILE_CRITERIA as readonly string[]).includes(field.name)),
}
