import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * The result dialog of an operation on a custom screen (spec doc 2 §8): titled by the operation,
 * 成功 with its detail or 失敗 with the server's reason; closing it gives the screen back.
 */
export const closeResult = async (
  page: Page,
  title: string,
  outcome: '成功' | '失敗',
  detail?: string,
): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.waitFor()
  await expect(dialog.getByRole('status').innerText()).resolves.toBe(outcome)
  if (detail) await dialog.getByText(detail).first().waitFor()
  await dialog.getByRole('button', { name: '關閉' }).click()
  await dialog.waitFor({ state: 'hidden' })
}
