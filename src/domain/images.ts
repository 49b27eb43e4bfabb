/** Responsive widths of SPEC §9: a 100 px placeholder, 400 px for screens up to 500 px, 600 for 750, 1360 for 1050. */
export const imageWidths = { placeholder: 100, small: 400, medium: 600, large: 1360 } as const

export const imageSizesAttribute = '(max-width: 500px) 400px, (max-width: 750px) 600px, 1360px'
