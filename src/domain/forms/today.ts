/**
 * Today as yyyy-mm-dd in Belgium, so 'not in the past' means the same thing to the visitor's date picker
 * (its min, set in the browser) and the server's check. Its own module: the form loads it without Zod.
 */
export const todayInBelgium = (now = new Date()) => now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' })
