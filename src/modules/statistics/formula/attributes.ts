/**
 * The row attributes a count item may filter on (docs/statistics.md §3): the COUNTER attribute
 * name staff see and pick, and the data-original-items field that holds it. Anything else is
 * refused with a 400 naming it.
 */
export const FILTER_ATTRIBUTES = {
  Platform: 'platform',
  Publisher: 'publisher',
  Database: 'database',
  Data_Type: 'dataType',
  Section_Type: 'sectionType',
  Access_Type: 'accessType',
  Access_Method: 'accessMethod',
  YOP: 'yop',
  Title: 'title',
  Item_ID: 'itemId',
} as const

export type FilterAttribute = keyof typeof FILTER_ATTRIBUTES
export type RowField = (typeof FILTER_ATTRIBUTES)[FilterAttribute]

export const FILTER_NAMES = Object.keys(FILTER_ATTRIBUTES) as FilterAttribute[]

export const isFilterAttribute = (name: string): name is FilterAttribute => Object.hasOwn(FILTER_ATTRIBUTES, name)

/**
 * The attributes whose values the screen offers as choices (few distinct values per source);
 * Title and Item_ID are typed, since a source has thousands of them.
 */
export const CHOICE_ATTRIBUTES: FilterAttribute[] = [
  'Platform',
  'Publisher',
  'Database',
  'Data_Type',
  'Section_Type',
  'Access_Type',
  'Access_Method',
  'YOP',
]

/** At most this many values of one attribute are offered per source. */
export const MAX_CHOICES = 200
