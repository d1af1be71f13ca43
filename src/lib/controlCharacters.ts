/**
 * Control characters in the text the site is sent: one definition for every check.
 *
 * - Any text (`holdsControl`, every JSON body, API query and public page query): U+0000
 *   (PostgreSQL's text cannot keep it), the other C0 controls but tab, line feed and carriage
 *   return, DEL, the C1 controls (NEL …), and a carriage return that does not end a line (a bare
 *   CR starts a new line in a calendar file or a mail header).
 * - A multi-line field (`holdsControl(text, 'multiline')`: a purpose, a note, as a textarea
 *   sends them): the same, and the Unicode line and paragraph separators.
 * - A one-line field (`holdsControl(text, 'line')`: a name, an e-mail address, a phone number):
 *   every C0 control (CR, LF and tab included), DEL, C1 and the Unicode line and paragraph
 *   separators.
 */
// eslint-disable-next-line no-control-regex -- deliberately matches the C0/C1 control characters the site refuses
const ANY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/
// eslint-disable-next-line no-control-regex -- deliberately matches the C0/C1 control characters the site refuses
const MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\r(?!\n)/
// eslint-disable-next-line no-control-regex -- deliberately matches the C0/C1 control characters the site refuses
const ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/

export type ControlRule = 'any' | 'multiline' | 'line'

const RULES: Record<ControlRule, RegExp> = { any: ANY_TEXT, multiline: MULTILINE, line: ONE_LINE }

export const holdsControl = (text: string, rule: ControlRule = 'any'): boolean => RULES[rule].test(text)
