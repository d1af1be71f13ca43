/**
 * Two accessibility gaps of Payload's select fields (its react-select wrapper), which it renders
 * without a way to pass attributes through (axe reports both on the whole edit screen):
 * - the search input has no accessible name: Payload's `<label for>` names a wrapper, not the
 *   input. It gets `aria-labelledby` pointing at the field's own label;
 * - the dropdown indicator is a focusable button marked `aria-hidden`: it leaves the tab order
 *   (the select itself opens by keyboard).
 * Applied to a subtree; idempotent.
 */
export const fixSelectA11y = (root: ParentNode): void => {
  for (const input of root.querySelectorAll<HTMLInputElement>(
    '.react-select input[id^="react-select-"]:not([aria-labelledby]):not([aria-label])',
  )) {
    const field = input.closest('.field-type')
    const label = field?.querySelector<HTMLLabelElement>('label.field-label')
    if (!label) continue
    if (!label.id) label.id = `${input.id}-label`
    input.setAttribute('aria-labelledby', label.id)
  }
  for (const indicator of root.querySelectorAll<HTMLElement>('.react-select [aria-hidden="true"]')) {
    if (indicator.matches('button, [tabindex]:not([tabindex="-1"])')) indicator.setAttribute('tabindex', '-1')
    for (const inner of indicator.querySelectorAll<HTMLElement>(
      'button, a[href], input, [tabindex]:not([tabindex="-1"])',
    ))
      inner.setAttribute('tabindex', '-1')
  }
}
