import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { KitScope } from '@/ui/kit'
import { type Column, RecordTable } from '@/ui/manager'

type Row = { id: string; name: string; count: number }
const rows: Row[] = [
  { id: 'a', name: '甲', count: 3 },
  { id: 'b', name: '乙', count: 12 },
]
const columns: Column<Row>[] = [
  { header: '名稱', cell: (row) => row.name },
  { header: '數量', cell: (row) => row.count, numeric: true, testId: 'count' },
]

const render = (props: Partial<Parameters<typeof RecordTable<Row>>[0]>) =>
  renderToStaticMarkup(
    createElement(KitScope, {
      prefix: 'shennong-x',
      children: createElement(RecordTable<Row>, {
        caption: '列表',
        columns,
        rows,
        rowKey: (row) => row.id,
        rowName: (row) => row.name,
        ...props,
      }),
    }),
  )

describe("the kit's record table (every manager screen's list)", () => {
  it('shows 編輯 and 刪除 only for the handlers it is given, named after the row', () => {
    const readOnly = render({})
    expect(readOnly).not.toContain('操作')
    expect(readOnly).not.toContain('編輯')
    const editable = render({ onEdit: () => undefined })
    expect(editable).toContain('<th scope="col">操作</th>')
    expect(editable).toContain('aria-label="編輯「乙」"')
    expect(editable).not.toContain('刪除')
    const full = render({
      onEdit: () => undefined,
      onDelete: () => undefined,
      view: (row) => createElement('button', { type: 'button' }, `檢視${row.name}`),
    })
    expect(full).toContain('aria-label="刪除「甲」"')
    // The row's own button comes first, then 編輯, then 刪除.
    const cell = full.slice(full.indexOf('檢視甲'))
    expect(cell.indexOf('檢視甲')).toBeLessThan(cell.indexOf('編輯「甲」'))
    expect(cell.indexOf('編輯「甲」')).toBeLessThan(cell.indexOf('刪除「甲」'))
  })

  it('heads each row with its first column when asked, marks numbers, test ids and the selected row, in the screen’s classes', () => {
    const html = render({ rowHeader: true, isSelected: (row) => row.id === 'b', captionHidden: true })
    expect(html).toContain('<table class="shennong-x__table">')
    expect(html).toContain('<caption class="shennong-visually-hidden">列表</caption>')
    expect(html).toContain('<th scope="row">甲</th>')
    expect(html).toContain('<td class="is-number" data-testid="count">12</td>')
    expect(html).toContain('<tr class="is-selected"><th scope="row">乙</th>')
    expect(render({})).toContain('<td>甲</td>')
  })
})
