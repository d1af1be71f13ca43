import { groupPlace, optionPlace } from './places'
import type { AnswerGroup, AnswerValue, Forward, Question, QuestionGroup } from './types'

/**
 * Jump rules (written down in docs/questionnaires.md):
 * - After a group the visitor goes where the group's jump says: Next (the following group, or
 *   the end after the last), Group n (1-based, always a later group), or End.
 * - A chosen option whose own jump is not Next overrides the group's jump. When several chosen
 *   options override, the first one wins, in question order and, inside a question, in the
 *   question's option order (not the order the visitor clicked).
 * - A jump that cannot be followed (Group with no target, or a target that is not later) is
 *   treated as Next here; the structure check refuses to save such a jump anyway.
 */

/** `'end'` or the 0-based index of the next group. */
export type JumpTarget = number | 'end'

type Jump = { forward: Forward; forwardGroup: number | null }

const follow = (jump: Jump, groupIndex: number, groupCount: number): JumpTarget => {
  if (jump.forward === 'End') return 'end'
  if (jump.forward === 'Group' && jump.forwardGroup !== null) {
    const target = jump.forwardGroup - 1
    if (Number.isInteger(target) && target > groupIndex && target < groupCount) return target
  }
  return groupIndex + 1 < groupCount ? groupIndex + 1 : 'end'
}

const chosenIds = (answers: readonly AnswerValue[] | undefined): Set<string> =>
  new Set((answers ?? []).filter((value): value is string => typeof value === 'string'))

/** Where a visitor goes after group `groupIndex`, given their answers to that group. */
export const nextGroup = (
  groups: readonly QuestionGroup[],
  groupIndex: number,
  answers: AnswerGroup | undefined,
): JumpTarget => {
  const group = groups[groupIndex]
  if (!group) return 'end'
  const byQuestion = new Map((answers?.questions ?? []).map((question) => [question._id, question.answers]))
  for (const question of group.questions) {
    const chosen = chosenIds(byQuestion.get(question._id))
    if (chosen.size === 0) continue
    const overriding = question.options.find((option) => chosen.has(option._id) && option.forward !== 'Next')
    if (overriding) return follow(overriding, groupIndex, groups.length)
  }
  return follow(group, groupIndex, groups.length)
}

/** The 0-based indexes of the groups a visitor passes through with these answers. */
export const pathOf = (groups: readonly QuestionGroup[], answers: readonly AnswerGroup[]): number[] => {
  const byGroup = new Map(answers.map((group) => [group._id, group]))
  const path: number[] = []
  let at: JumpTarget = groups.length > 0 ? 0 : 'end'
  while (at !== 'end') {
    path.push(at)
    const next: JumpTarget = nextGroup(groups, at, byGroup.get(groups[at]!._id))
    // Jumps only go forward (follow() guarantees it), so this ends; the guard keeps it so.
    if (next !== 'end' && next <= at) break
    at = next
  }
  return path
}

/** One jump the editor changed because a group moved or was removed (positions after the change). */
export type JumpChange = {
  place: string
  groupIndex: number
  questionIndex: number | null
  optionIndex: number | null
  from: number | null
  to: number | null
}

/** Renumber every `Group n` jump through `map` (old 1-based number -> new one, or null when gone). */
const renumber = (
  groups: QuestionGroup[],
  map: (target: number) => number | null,
): { groups: QuestionGroup[]; changes: JumpChange[] } => {
  const changes: JumpChange[] = []
  const fix = <J extends Jump>(jump: J, at: Omit<JumpChange, 'from' | 'to'>): J => {
    if (jump.forward !== 'Group' || jump.forwardGroup === null) return jump
    const to = map(jump.forwardGroup)
    if (to === jump.forwardGroup) return jump
    changes.push({ ...at, from: jump.forwardGroup, to })
    return { ...jump, forwardGroup: to }
  }
  const next = groups.map((group, g) => ({
    ...fix(group, { place: groupPlace(g), groupIndex: g, questionIndex: null, optionIndex: null }),
    questions: group.questions.map((question, q) => ({
      ...question,
      options: question.options.map((option, o) =>
        fix(option, { place: optionPlace(g, q, o), groupIndex: g, questionIndex: q, optionIndex: o }),
      ),
    })),
  }))
  return { groups: next, changes }
}

/** Move an item of a list from one index to another (a copy; out-of-range moves change nothing). */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  const copy = [...list]
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy
  const [item] = copy.splice(from, 1)
  copy.splice(to, 0, item as T)
  return copy
}

/**
 * Move group `from` to position `to` (0-based). Every `Group n` jump follows its target group to
 * its new number. A jump that now points at an earlier group stays as it is and the structure
 * check flags it; the editor shows `changes`.
 */
export const moveGroup = (
  groups: readonly QuestionGroup[],
  from: number,
  to: number,
): { groups: QuestionGroup[]; changes: JumpChange[] } => {
  const moved = moveItem(groups, from, to)
  if (moved.every((group, index) => group === groups[index])) return { groups: moved, changes: [] }
  const order = moved.map((group) => groups.indexOf(group))
  return renumber(moved, (target) => {
    const at = order.indexOf(target - 1)
    return at < 0 ? null : at + 1
  })
}

/**
 * Remove group `index` (0-based). Jumps to later groups are renumbered; jumps to the removed group
 * keep `forward: 'Group'` with `forwardGroup: null`, which the structure check flags as missing.
 */
export const removeGroup = (
  groups: readonly QuestionGroup[],
  index: number,
): { groups: QuestionGroup[]; changes: JumpChange[] } => {
  if (index < 0 || index >= groups.length) return { groups: [...groups], changes: [] }
  const removedNumber = index + 1
  return renumber(
    groups.filter((_, i) => i !== index),
    (target) => (target === removedNumber ? null : target > removedNumber ? target - 1 : target),
  )
}

/** zh-TW text of a jump change for the editor: 第 2 題組：跳至第 3 題組 → 第 2 題組 (or 已刪除，請重新選擇). */
export const describeJumpChange = (change: JumpChange): string =>
  change.to === null
    ? `${change.place}：原本跳至第 ${change.from} 題組，該題組已刪除，請重新選擇`
    : `${change.place}：跳至第 ${change.from} 題組 → 第 ${change.to} 題組`

/** A copy of a question as a new entity: new ids for it and its options (answers are keyed by id). */
const copyQuestion = (question: Question, newId: () => string): Question => {
  const _id = newId()
  return { ...question, _id, options: question.options.map((option) => ({ ...option, _id: newId() })) }
}

/** Insert a copy of question `index` right after it (a copy of the list; out of range changes nothing). */
export const duplicateQuestion = (questions: readonly Question[], index: number, newId: () => string): Question[] => {
  const copy = [...questions]
  const question = questions[index]
  if (question) copy.splice(index + 1, 0, copyQuestion(question, newId))
  return copy
}

/**
 * Insert a copy of group `index` right after it, with new ids throughout. Every `Group n` jump to
 * a later group follows its target to its new number, in the copy too (its targets are all after
 * the original, so after the copy as well).
 */
export const duplicateGroup = (
  groups: readonly QuestionGroup[],
  index: number,
  newId: () => string,
): { groups: QuestionGroup[]; changes: JumpChange[] } => {
  const group = groups[index]
  if (!group) return { groups: [...groups], changes: [] }
  const _id = newId()
  const copy: QuestionGroup = {
    ...group,
    _id,
    questions: group.questions.map((question) => copyQuestion(question, newId)),
  }
  const inserted = [...groups.slice(0, index + 1), copy, ...groups.slice(index + 1)]
  const copyNumber = index + 2
  return renumber(inserted, (target) => (target >= copyNumber ? target + 1 : target))
}
