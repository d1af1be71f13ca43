/**
 * A small line diff for the review screen: the longest common subsequence of two texts' lines,
 * as the lines each side shows with the ones only it has marked. Pure; no dependencies.
 */

export type DiffLine = { text: string; kind: 'same' | 'removed' | 'added' }

/** Above this many line pairs the table is not worth building: every line counts as changed. */
const MAX_CELLS = 1_000_000

const splitLines = (text: string): string[] => (text === '' ? [] : text.replace(/\r\n?/g, '\n').split('\n'))

/**
 * The lines of `before` (unchanged or removed) and of `after` (unchanged or added).
 * Lines both texts share, in order, stay `same`.
 */
export const lineDiff = (before: string, after: string): { before: DiffLine[]; after: DiffLine[] } => {
  const a = splitLines(before)
  const b = splitLines(after)
  // Trim the common head and tail first: most edits touch a few lines in the middle.
  let head = 0
  while (head < a.length && head < b.length && a[head] === b[head]) head++
  let tail = 0
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++
  const midA = a.slice(head, a.length - tail)
  const midB = b.slice(head, b.length - tail)

  const keptA = new Array<boolean>(midA.length).fill(false)
  const keptB = new Array<boolean>(midB.length).fill(false)
  if (midA.length > 0 && midB.length > 0 && midA.length * midB.length <= MAX_CELLS) {
    // lengths[i][j]: LCS length of midA[i..] and midB[j..], one row per line of midA.
    const width = midB.length + 1
    const lengths = new Uint32Array((midA.length + 1) * width)
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!)
      }
    }
    let i = 0
    let j = 0
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        keptA[i++] = true
        keptB[j++] = true
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) i++
      else j++
    }
  }

  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ text, kind: 'same' }))
  return {
    before: [
      ...same(a.slice(0, head)),
      ...midA.map((text, i): DiffLine => ({ text, kind: keptA[i] ? 'same' : 'removed' })),
      ...same(a.slice(a.length - tail)),
    ],
    after: [
      ...same(b.slice(0, head)),
      ...midB.map((text, i): DiffLine => ({ text, kind: keptB[i] ? 'same' : 'added' })),
      ...same(b.slice(b.length - tail)),
    ],
  }
}
