/**
 * CV uploads: PDF or Word (DOCX), at most 5 MB. The browser checks name and size; the server the content too.
 * A module of its own, without Zod: the form's browser code imports these with the page, and Zod only when
 * the visitor sends.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024
export const CV_FILE_NAME = /\.(pdf|docx)$/i
