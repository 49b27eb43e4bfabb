/** The leads feature's public entry: what other features use of it (ADR 0046). */
export { formText, LeadFormSection, shownFields } from './LeadFormSection'
export { PropertyForms } from './PropertyForms'
export { ValuationCall } from './ValuationCall'
