import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'

import ExcelJS from 'exceljs'
import type { Payload } from 'payload'

import { attachmentDisposition } from '@/lib/contentDisposition'
import { exportColumns, exportRow } from './layout'
import { ANSWERS_MSG } from './messages'
import { scanAnswers } from './scan'
import { formatSubmitted, loadQuestionnaire, roundOf, roundTitleOf, scanFilter } from './service'
import { answerGroupsOf } from './structure'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A file name without the characters file systems refuse. */
// eslint-disable-next-line no-control-regex -- replaces control characters, which file systems refuse, in the download's name
const safeName = (text: string): string => text.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 100) || '問卷'

/**
 * The answers as an .xlsx download, written by exceljs' streaming writer straight into the
 * response: answers are read in pages (scanAnswers), each row is committed as soon as it is
 * written, and writing waits while the client has not taken what was sent, so memory stays flat
 * whatever the number of answers. The questionnaire and round are checked before the first byte
 * (404 / 400 as JSON); a failure while streaming aborts the download.
 */
export const exportAnswers = async (
  payload: Payload,
  questionnaireId: string,
  roundId: string | undefined,
): Promise<Response> => {
  const questionnaire = await loadQuestionnaire(payload, questionnaireId)
  const round = roundOf(questionnaire, roundId)
  const columns = exportColumns(questionnaire.groups)
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
  const sheet = workbook.addWorksheet(ANSWERS_MSG.exportSheet)

  const write = async () => {
    sheet.addRow(columns.map((column) => column.header)).commit()
    for await (const docs of scanAnswers(payload, scanFilter(questionnaire.id, round), [
      'roundId',
      'respondent',
      'createdAt',
      'questionGroups',
    ])) {
      for (const doc of docs) {
        const row = exportRow(columns, {
          submittedAt: formatSubmitted(doc.createdAt ?? ''),
          roundTitle: roundTitleOf(questionnaire, doc.roundId),
          respondent: doc.respondent ?? {},
          questionGroups: answerGroupsOf(doc.questionGroups),
        })
        sheet.addRow(row).commit()
      }
      // Backpressure: let the client take what was written before reading the next page.
      if (out.writableNeedDrain) await once(out, 'drain')
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => {
    payload.logger.error({ err: error, msg: 'questionnaire export failed' })
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })

  const roundPart = round ? `-${roundTitleOf(questionnaire, round)}` : ''
  const filename = `${safeName(`${questionnaire.title}${roundPart}`)}-填答.xlsx`
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': attachmentDisposition(filename),
      'Cache-Control': 'no-store',
    },
  })
}
