/** Who a visitor calls or writes about a property or project (ADR 0036): its agent, else the agency. */
export type ContactSource = { name?: string | null; email?: string | null; phone?: string | null; mobile?: string | null }

export type ContactPerson = {
  name: string | null
  /** True when the name is the agent's own, false when it is the agency's. */
  isAgent: boolean
  email: string | null
  /** The number the call button dials: the agent's office line, their mobile, else the agency's. */
  phone: string | null
  /** Every number of the agent, for the panel that lists them. */
  phones: string[]
}

const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

/**
 * The contact of a page: the agent's details, each missing one taken from the agency, so a call or a mail
 * always reaches someone. Null when neither has a phone nor an e-mail.
 */
export function contactPerson(agent: ContactSource | null | undefined, agency: ContactSource | null | undefined): ContactPerson | null {
  const agentName = filled(agent?.name)
  const phones = [filled(agent?.phone), filled(agent?.mobile)].filter((phone): phone is string => phone !== null)
  const phone = phones[0] ?? filled(agency?.phone)
  const email = filled(agent?.email) ?? filled(agency?.email)
  if (!phone && !email) return null
  return { name: agentName ?? filled(agency?.name), isAgent: agentName !== null, email, phone, phones: phones.length > 0 ? phones : phone ? [phone] : [] }
}
