/** Pure helpers of the table block (shared by the renderer, its search box and the tests). */

/** Split table data into the header row and the content rows. */
export const splitTable = (data: string[][]): { headers: string[]; rows: string[][] } => {
  const [headers = [], ...rows] = data
  return { headers, rows }
}

/**
 * The rows whose text contains the keyword, case-insensitively (spec: "Table search is
 * a case-insensitive match on row text"). A blank keyword keeps every row.
 */
export const filterTableRows = (rows: readonly string[][], keyword: string): string[][] => {
  const query = keyword.trim().toLocaleLowerCase()
  if (!query) return [...rows]
  return rows.filter((row) => row.join(' ').toLocaleLowerCase().includes(query))
}
