/** A page's query as Next hands it over: a parameter given twice (`?email=a&email=b`) arrives as an array. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The parameter's text when the address gives it once; missing or repeated (a damaged link) is ''. */
export const queryText = (params: SearchParams, key: string): string => {
  const value = params[key]
  return typeof value === 'string' ? value : ''
}
