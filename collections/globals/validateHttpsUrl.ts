import type { TextFieldSingleValidation } from 'payload'

/** Accepts only absolute https:// URLs (so no javascript: or data: links reach the public site). */
export const validateHttpsUrl: TextFieldSingleValidation = (value) => {
  if (!value) return 'A link is required.'
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? true : 'Use a link that starts with https://'
  } catch {
    return 'Enter a full link, such as https://example.org/page'
  }
}
