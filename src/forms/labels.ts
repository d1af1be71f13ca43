import type { Forward, QuestionType } from './types'

/** zh-TW names of the question types and jumps, shared by the builder, the filling page and the statistics. */
export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  TextBox: '單行文字',
  TextArea: '多行文字',
  YesNo: '是非題',
  MultipleChoices: '單選題',
  MultipleAnswers: '複選題',
  DropDownList: '下拉選單',
  LikertScale: '量表題',
  Number: '數字',
  Date: '日期',
  Time: '時間',
  DateTime: '日期時間',
}

export const FORWARD_LABEL: Record<Forward, string> = {
  Next: '下一組',
  Group: '跳至題組',
  End: '結束',
}

/** On an option, Next means "no override": the group's jump applies. */
export const OPTION_FORWARD_LABEL: Record<Forward, string> = {
  Next: '依題組設定',
  Group: '跳至題組',
  End: '結束',
}

export const YES_NO_LABEL = { yes: '是', no: '否' } as const

export const OTHER_LABEL = '其他'
