/** How an account's address is kept and compared: trimmed and in lower case (logins, lookups, stored rows). */
export const normalEmail = (email: string) => email.trim().toLowerCase()
