import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { countOf, monthlyTotals, parseSushiBody, reportFiltersOf } from '@/modules/statistics/sushi/parse'
import { counterFixturesDir } from '../../helpers/sushiServer'

const DIR = counterFixturesDir()
const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
}

/** The .tsv twin's per month and metric sums (the month columns `Jan-2016`…, per Metric_Type). */
const tsvTotals = (file: string): Map<string, number> => {
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
  const headerAt = lines.findIndex(
    (line) => /(^|\t)Metric_Type(\t|$)/.test(line) && /Reporting_Period_Total/.test(line),
  )
  if (headerAt < 0) throw new Error(`no column header in ${file}`)
  const columns = lines[headerAt]!.split('\t')
  const metricAt = columns.indexOf('Metric_Type')
  const monthColumns = columns
    .map((name, at) => ({ at, m: /^([A-Z][a-z]{2})-(\d{4})$/.exec(name.trim()) }))
    .filter((c) => c.m)
  const totals = new Map<string, number>()
  for (const line of lines.slice(headerAt + 1)) {
    if (!line.trim()) continue
    const cells = line.split('\t')
    const metric = cells[metricAt]
    for (const { at, m } of monthColumns) {
      const value = Number(cells[at] || 0)
      if (!value) continue
      const key = `${m![2]}-${MONTHS[m![1]!]}|${metric}`
      totals.set(key, (totals.get(key) ?? 0) + value)
    }
  }
  return totals
}

const withoutZeros = (totals: Map<string, number>) =>
  new Map([...totals].filter(([, v]) => v !== 0).sort(([a], [b]) => a.localeCompare(b)))

describe('official samples: the parsed monthly totals equal their .tsv twins', () => {
  for (const folder of ['r5', 'r51']) {
    const files = fs.readdirSync(path.join(DIR, folder)).filter((f) => f.endsWith('.json'))
    it(`${folder} holds samples`, () => expect(files.length).toBeGreaterThanOrEqual(16))
    for (const file of files) {
      it(`${folder}/${file}`, () => {
        const parsed = parseSushiBody(fs.readFileSync(path.join(DIR, folder, file), 'utf8'))
        expect(parsed.kind).toBe('report')
        expect(parsed.release).toBe(folder === 'r5' ? '5' : '5.1')
        expect(parsed.rows.length).toBeGreaterThan(0)
        const expected = withoutZeros(tsvTotals(path.join(DIR, folder, file.replace(/\.json$/, '.tsv'))))
        expect(expected.size).toBeGreaterThan(0)
        expect(withoutZeros(monthlyTotals(parsed.rows))).toEqual(expected)
      })
    }
  }
})

describe('lenient reading', () => {
  it('reads text numbers and refuses what is no count', () => {
    expect(countOf('12')).toBe(12)
    expect(countOf(' 3 ')).toBe(3)
    expect(countOf(-1)).toBeNull()
    expect(countOf('x')).toBeNull()
    expect(countOf(null)).toBeNull()
  })
  it('reads lowercase keys, a wrapped and a stringified body', () => {
    const report = {
      report_header: { release: '5', report_id: 'tr' },
      report_items: [
        {
          title: 'A',
          performance: [
            { period: { begin_date: '2020-01-01' }, instance: [{ metric_type: 'Total_Item_Requests', count: '7' }] },
          ],
        },
      ],
    }
    for (const body of [
      JSON.stringify(report),
      JSON.stringify({ body: report }),
      JSON.stringify(JSON.stringify(report)),
    ]) {
      const parsed = parseSushiBody(body)
      expect(parsed.kind).toBe('report')
      expect(parsed.reportId).toBe('TR')
      expect(parsed.rows).toEqual([
        expect.objectContaining({ title: 'A', month: '2020-01', metricType: 'Total_Item_Requests', count: 7 }),
      ])
    }
  })
  it('reads a report without a header and skips null counts and items', () => {
    const parsed = parseSushiBody(
      JSON.stringify({
        Report_Items: [
          null,
          {
            Title: null,
            Performance: [
              {
                Period: { Begin_Date: '2020-02-01' },
                Instance: [
                  { Metric_Type: 'X', Count: null },
                  { Metric_Type: 'Y', Count: 2 },
                ],
              },
            ],
          },
        ],
      }),
    )
    expect(parsed.rows).toEqual([expect.objectContaining({ title: null, month: '2020-02', metricType: 'Y', count: 2 })])
  })
  it('answers invalid for text that is not JSON', () => {
    expect(parseSushiBody('HTTP Error 400: Bad request').kind).toBe('invalid')
    expect(parseSushiBody('{"foo":"bar"}').kind).toBe('invalid')
  })
})

describe("the header's Report_Filters fill the rows' missing attributes (issue 26, defect 8)", () => {
  for (const [release, file] of [
    ['5', 'r5/Sample-TR_J1.json'],
    ['5.1', 'r51/TRJ1_sample_r51.json'],
  ] as const) {
    it(`TR_J1 R${release}: every row is Journal, Controlled, Regular`, () => {
      const parsed = parseSushiBody(fs.readFileSync(path.join(DIR, file), 'utf8'))
      expect(parsed.rows.length).toBeGreaterThan(0)
      for (const row of parsed.rows)
        expect(row).toMatchObject({ dataType: 'Journal', accessType: 'Controlled', accessMethod: 'Regular' })
    })
  }

  it("keeps an item's own value, and takes only a single fixed value (not a list, a range or a metric)", () => {
    const r5 = {
      Report_Header: {
        Release: '5',
        Report_ID: 'TR',
        Report_Filters: [
          { Name: 'Data_Type', Value: 'Book|Journal' },
          { Name: 'Access_Type', Value: 'Controlled' },
          { Name: 'YOP', Value: '2010-2012' },
          { Name: 'Platform', Value: 'PF' },
          { Name: 'Section_Type', Value: 'Chapter' },
          { Name: 'Metric_Type', Value: 'Total_Item_Requests' },
          { Name: 'Begin_Date', Value: '2020-01-01' },
        ],
      },
      Report_Items: [
        {
          Title: 'A',
          Access_Type: 'OA_Gold',
          Performance: [
            { Period: { Begin_Date: '2020-01-01' }, Instance: [{ Metric_Type: 'Total_Item_Requests', Count: 1 }] },
          ],
        },
        {
          Title: 'B',
          Performance: [
            { Period: { Begin_Date: '2020-01-01' }, Instance: [{ Metric_Type: 'Total_Item_Requests', Count: 2 }] },
          ],
        },
      ],
    }
    const rows = parseSushiBody(JSON.stringify(r5)).rows
    expect(rows[0]).toMatchObject({
      title: 'A',
      accessType: 'OA_Gold',
      dataType: null,
      yop: null,
      platform: 'PF',
      sectionType: 'Chapter',
    })
    expect(rows[1]).toMatchObject({
      title: 'B',
      accessType: 'Controlled',
      dataType: null,
      yop: null,
      platform: 'PF',
      sectionType: 'Chapter',
    })
    const r51 = {
      Release: '5.1',
      Report_ID: 'IR',
      Report_Filters: {
        Data_Type: ['Article'],
        Access_Method: 'Regular',
        YOP: ['2019'],
        Access_Type: ['Controlled', 'Open'],
      },
      Report_Items: [
        {
          Item: 'Parent',
          Data_Type: 'Journal',
          Items: [
            { Item: 'Child', Attribute_Performance: [{ Performance: { Total_Item_Requests: { '2020-01': 3 } } }] },
          ],
        },
      ],
    }
    expect(parseSushiBody(JSON.stringify(r51)).rows).toEqual([
      expect.objectContaining({
        title: 'Child',
        dataType: 'Article',
        accessMethod: 'Regular',
        yop: '2019',
        accessType: null,
        count: 3,
      }),
    ])
  })

  it('reads the tabular header form: "Data_Type=Book; Access_Type=Controlled"', () => {
    expect(
      reportFiltersOf('Data_Type=Book; Access_Type=Controlled; Access_Method=Regular; YOP=All; Platform=A|B'),
    ).toEqual({ dataType: 'Book', accessType: 'Controlled', accessMethod: 'Regular' })
    expect(reportFiltersOf(undefined)).toEqual({})
  })
})
