/**
 * The COUNTER report parser (docs/statistics.md §2 "Reading a vendor's answer"): Release 5
 * (`Report_Items[].Performance[].Instance[]`) and Release 5.1 (`Attribute_Performance`, items
 * nested under `Items`), lenient where vendors deviate from the standard: an exception inside a
 * 200, a list at the top, a wrapped body (`{ body: … }`), a stringified JSON answer, lowercase
 * keys, missing headers, numbers written as text, nulls. Pure: no I/O.
 */

/** One parsed usage row: the shape of a data-original-items document (without its relations). */
export type UsageRow = {
  month: string
  metricType: string
  count: number
  title: string | null
  itemId: string | null
  platform: string | null
  publisher: string | null
  database: string | null
  dataType: string | null
  sectionType: string | null
  accessType: string | null
  accessMethod: string | null
  yop: string | null
}

export type SushiExceptionInfo = { code: number; severity: string; message: string; data: string }

export type ParsedAnswer = {
  /** 'report': a COUNTER report (maybe with exceptions); 'exceptions': only exceptions; 'invalid': neither. */
  kind: 'report' | 'exceptions' | 'invalid'
  release: '5' | '5.1' | null
  reportId: string | null
  exceptions: SushiExceptionInfo[]
  rows: UsageRow[]
  /** Why the answer is invalid (English, for the log); the classifier gives the words. */
  problem?: string
}

type Obj = Record<string, unknown>

const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A key of `obj` compared without case (vendors write `report_items`, `Code`, `number`...). */
export const field = (obj: unknown, ...names: string[]): unknown => {
  if (!isObj(obj)) return undefined
  for (const name of names) if (name in obj) return obj[name]
  const lower = names.map((name) => name.toLowerCase())
  for (const key of Object.keys(obj)) if (lower.includes(key.toLowerCase())) return obj[key]
  return undefined
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return null
}

/** A count: a number or a text number ("12", " 3 "); anything else is no count. */
export const countOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value)
  return null
}

const codeOf = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return null
}

/** A SUSHI exception object (`Code`/`code`/`number`, `Message`, `Severity`, `Data`) or null. */
const exceptionOf = (value: unknown): SushiExceptionInfo | null => {
  if (!isObj(value)) return null
  const code = codeOf(field(value, 'Code', 'number'))
  if (code === null) return null
  return {
    code,
    severity: text(field(value, 'Severity')) ?? '',
    message: text(field(value, 'Message')) ?? '',
    data: text(field(value, 'Data')) ?? '',
  }
}

const exceptionsIn = (value: unknown): SushiExceptionInfo[] => {
  if (Array.isArray(value)) return value.map(exceptionOf).filter((e): e is SushiExceptionInfo => e !== null)
  const one = exceptionOf(value)
  return one ? [one] : []
}

/** The months a R5 Period covers by its begin date ('YYYY-MM'). */
const monthOfDate = (value: unknown): string | null => {
  const date = text(value)
  return date && /^\d{4}-\d{2}/.test(date) ? date.slice(0, 7) : null
}

const ID_PREFERENCE = ['DOI', 'ISBN', 'Online_ISSN', 'Print_ISSN', 'Proprietary', 'URI']

/** One identifier of an item: R5 `[{Type, Value}]` or R5.1 `{DOI: "...", ISBN: "..."}`. */
const itemIdOf = (value: unknown): string | null => {
  const pairs: [string, string][] = []
  if (Array.isArray(value)) {
    for (const entry of value) {
      const type = text(field(entry, 'Type'))
      const id = text(field(entry, 'Value'))
      if (type && id) pairs.push([type, id])
    }
  } else if (isObj(value)) {
    for (const [type, id] of Object.entries(value)) {
      const first = Array.isArray(id) ? text(id[0]) : text(id)
      if (first) pairs.push([type, first])
    }
  }
  for (const preferred of ID_PREFERENCE) {
    const hit = pairs.find(([type]) => type.toLowerCase() === preferred.toLowerCase())
    if (hit) return hit[1]
  }
  return pairs[0]?.[1] ?? null
}

type Attributes = Omit<UsageRow, 'month' | 'metricType' | 'count'>

const attributesOf = (item: unknown, inherited?: Attributes): Attributes => ({
  title: text(field(item, 'Title', 'Item')) ?? inherited?.title ?? null,
  itemId: itemIdOf(field(item, 'Item_ID')) ?? inherited?.itemId ?? null,
  platform: text(field(item, 'Platform')) ?? inherited?.platform ?? null,
  publisher: text(field(item, 'Publisher')) ?? inherited?.publisher ?? null,
  database: text(field(item, 'Database')) ?? inherited?.database ?? null,
  dataType: text(field(item, 'Data_Type')) ?? inherited?.dataType ?? null,
  sectionType: text(field(item, 'Section_Type')) ?? inherited?.sectionType ?? null,
  accessType: text(field(item, 'Access_Type')) ?? inherited?.accessType ?? null,
  accessMethod: text(field(item, 'Access_Method')) ?? inherited?.accessMethod ?? null,
  yop: text(field(item, 'YOP')) ?? inherited?.yop ?? null,
})

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : isObj(value) ? [value] : [])

/** The rows of one report item (and of its nested R5.1 `Items`). */
const rowsOfItem = (item: unknown, rows: UsageRow[], inherited?: Attributes): void => {
  if (!isObj(item)) return
  const attributes = attributesOf(item, inherited)
  // R5: Performance[] of { Period, Instance[] }.
  for (const performance of asList(field(item, 'Performance'))) {
    if (!isObj(performance) || field(performance, 'Instance') === undefined) continue
    const month = monthOfDate(field(field(performance, 'Period'), 'Begin_Date'))
    if (!month) continue
    for (const instance of asList(field(performance, 'Instance'))) {
      const metricType = text(field(instance, 'Metric_Type'))
      const count = countOf(field(instance, 'Count'))
      if (metricType && count !== null) rows.push({ ...attributes, month, metricType, count })
    }
  }
  // R5.1: Attribute_Performance[] of { ...attributes, Performance: { metric: { month: count } } }.
  for (const block of asList(field(item, 'Attribute_Performance'))) {
    if (!isObj(block)) continue
    const blockAttributes = attributesOf(block, attributes)
    const performance = field(block, 'Performance')
    if (!isObj(performance)) continue
    for (const [metricType, byMonth] of Object.entries(performance)) {
      if (!isObj(byMonth)) continue
      for (const [monthKey, value] of Object.entries(byMonth)) {
        const month = monthOfDate(monthKey)
        const count = countOf(value)
        if (month && count !== null) rows.push({ ...blockAttributes, month, metricType, count })
      }
    }
  }
  // R5.1 IR: the parent's items.
  for (const child of asList(field(item, 'Items')))
    rowsOfItem(child, rows, { ...attributes, title: null, itemId: null, dataType: null })
}

/**
 * The row attributes a report's header can fix (`Report_Filters`) and formulas filter on: COUNTER's
 * filter name → the row's field. A standard view states its scope in the header, not on each item
 * (TR_J1: `Data_Type=Journal; Access_Type=Controlled; Access_Method=Regular`), so a row whose item
 * does not say takes the header's value (docs/statistics.md §2 "Reading a vendor's answer").
 */
const FILTERED_ATTRIBUTES = {
  Platform: 'platform',
  Data_Type: 'dataType',
  Section_Type: 'sectionType',
  Access_Type: 'accessType',
  Access_Method: 'accessMethod',
  YOP: 'yop',
} as const satisfies Record<string, keyof UsageRow>

export type FixedAttributes = Partial<Pick<UsageRow, (typeof FILTERED_ATTRIBUTES)[keyof typeof FILTERED_ATTRIBUTES]>>

const filteredField = (name: string): (typeof FILTERED_ATTRIBUTES)[keyof typeof FILTERED_ATTRIBUTES] | null => {
  const key = Object.keys(FILTERED_ATTRIBUTES).find(
    (candidate) => candidate.toLowerCase() === name.trim().toLowerCase(),
  ) as keyof typeof FILTERED_ATTRIBUTES | undefined
  return key ? FILTERED_ATTRIBUTES[key] : null
}

/**
 * The one value a filter fixes, or null when it fixes none: a list of several values
 * (`Book|Journal`, `["Controlled", "Open"]`), `All`, or a YOP range (`2010-2012`).
 */
const singleFilterValue = (attribute: string, value: unknown): string | null => {
  const list = Array.isArray(value) ? value : [value]
  if (list.length !== 1) return null
  const one = text(list[0])
  if (!one || /[|;]/.test(one) || one.toLowerCase() === 'all') return null
  if (attribute === 'yop' && !/^\d{4}$/.test(one)) return null
  return one
}

/**
 * The attributes a header's `Report_Filters` fixes to one value, in every form vendors write it:
 * R5 `[{Name, Value}]`, R5.1 `{Name: value | [values]}`, and the tabular header's text
 * `Data_Type=Book; Access_Type=Controlled`.
 */
export const reportFiltersOf = (filters: unknown): FixedAttributes => {
  const pairs: [string, unknown][] = []
  if (Array.isArray(filters)) {
    for (const entry of filters) {
      const name = text(field(entry, 'Name'))
      if (name) pairs.push([name, field(entry, 'Value')])
    }
  } else if (isObj(filters)) {
    pairs.push(...Object.entries(filters))
  } else if (typeof filters === 'string') {
    for (const part of filters.split(';')) {
      const at = part.indexOf('=')
      if (at > 0) pairs.push([part.slice(0, at), part.slice(at + 1)])
    }
  }
  const fixed: FixedAttributes = {}
  for (const [name, value] of pairs) {
    const attribute = filteredField(name)
    if (!attribute) continue
    const one = singleFilterValue(attribute, value)
    if (one !== null) fixed[attribute] = one
  }
  return fixed
}

/** The rows with each attribute their item left empty taken from the header's fixed filters. */
export const withReportFilters = <R extends UsageRow>(rows: R[], fixed: FixedAttributes): R[] => {
  const entries = Object.entries(fixed) as [keyof FixedAttributes, string][]
  if (entries.length === 0) return rows
  for (const row of rows) for (const [attribute, value] of entries) if (row[attribute] === null) row[attribute] = value
  return rows
}

const looksLikeReport = (value: unknown): boolean =>
  isObj(value) &&
  (field(value, 'Report_Header') !== undefined ||
    field(value, 'Report_Items') !== undefined ||
    field(value, 'Report_ID') !== undefined)

/** Unwrap what vendors put around the answer: BOM, a JSON string holding JSON, `{ body: … }`. */
const decode = (body: string): { value: unknown; ok: boolean } => {
  let value: unknown
  try {
    value = JSON.parse(body.replace(/^\uFEFF/, '').trim())
  } catch {
    return { value: undefined, ok: false }
  }
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth++) {
    try {
      value = JSON.parse(value)
    } catch {
      return { value, ok: false }
    }
  }
  return { value, ok: true }
}

const releaseOf = (value: unknown): '5' | '5.1' | null => {
  const release = text(value)
  if (!release) return null
  return release.startsWith('5.1') ? '5.1' : release.startsWith('5') ? '5' : null
}

/** Parse a vendor's answer body (the text as received). */
export const parseSushiBody = (body: string): ParsedAnswer => {
  const empty: ParsedAnswer = { kind: 'invalid', release: null, reportId: null, exceptions: [], rows: [] }
  const decoded = decode(body)
  if (!decoded.ok) return { ...empty, problem: 'not JSON' }
  let value = decoded.value
  const exceptions: SushiExceptionInfo[] = []

  // `{ body: …, response: { number, severity, message } }` (ProQuest) and other wrappers.
  for (let depth = 0; depth < 3 && isObj(value) && !looksLikeReport(value); depth++) {
    const wrapped = field(value, 'body')
    exceptions.push(...exceptionsIn(field(value, 'response')))
    if (wrapped === undefined) break
    value = typeof wrapped === 'string' ? decode(wrapped).value : wrapped
  }

  // A list at the top: exceptions (JSTOR) or a report inside.
  if (Array.isArray(value)) {
    exceptions.push(...exceptionsIn(value))
    value = value.find(looksLikeReport)
  }
  if (!looksLikeReport(value)) {
    exceptions.push(...exceptionsIn(value))
    if (isObj(value))
      exceptions.push(...exceptionsIn(field(value, 'Exception')), ...exceptionsIn(field(value, 'Exceptions')))
    return exceptions.length > 0
      ? { ...empty, kind: 'exceptions', exceptions: dedupe(exceptions) }
      : { ...empty, problem: 'no report and no exception' }
  }

  // A report, its header possibly missing or spread at the top (some vendors).
  const report = value as Obj
  const header = isObj(field(report, 'Report_Header')) ? (field(report, 'Report_Header') as Obj) : report
  exceptions.push(
    ...exceptionsIn(field(header, 'Exceptions')),
    ...exceptionsIn(field(header, 'Exception')),
    ...(header !== report
      ? [...exceptionsIn(field(report, 'Exceptions')), ...exceptionsIn(field(report, 'Exception'))]
      : []),
  )
  const rows: UsageRow[] = []
  for (const item of asList(field(report, 'Report_Items'))) rowsOfItem(item, rows)
  withReportFilters(rows, reportFiltersOf(field(header, 'Report_Filters') ?? field(report, 'Report_Filters')))
  return {
    kind: 'report',
    release: releaseOf(field(header, 'Release')) ?? releaseOf(field(report, 'Release')),
    reportId: text(field(header, 'Report_ID'))?.toUpperCase() ?? null,
    exceptions: dedupe(exceptions),
    rows,
  }
}

const dedupe = (exceptions: SushiExceptionInfo[]): SushiExceptionInfo[] => {
  const seen = new Set<string>()
  return exceptions.filter((e) => {
    const key = `${e.code}|${e.message}|${e.data}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Per month and metric, the sum of the rows' counts (the .tsv twins' check, the set's total). */
export const monthlyTotals = (rows: readonly UsageRow[]): Map<string, number> => {
  const totals = new Map<string, number>()
  for (const row of rows) {
    const key = `${row.month}|${row.metricType}`
    totals.set(key, (totals.get(key) ?? 0) + row.count)
  }
  return totals
}
