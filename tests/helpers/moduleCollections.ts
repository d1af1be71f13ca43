import { afterAll, beforeAll } from 'vitest'

import { moduleCollections as allModuleCollections, moduleGlobals as allModuleGlobals } from '@/modules'
import { DEMO_ACCOUNTS } from '@/seed'

/** Every collection and global the modules declare. */
export const moduleCollections = allModuleCollections()
export const moduleGlobals = allModuleGlobals()
import { startTestApp, type TestApp } from './app'

export type DocBody<T> = { doc: T }
export type ErrorBody = { errors: { message: string; data?: { errors?: { message: string; path: string }[] } }[] }

/** The field messages of a 400 answer. */
export const fieldErrors = (body: unknown): { message: string; path: string }[] =>
  ((body as ErrorBody).errors ?? []).flatMap((error) => error.data?.errors ?? [])

export let app: TestApp
export let admin: string
export let editor: string

/** Starts the app for the test file that calls it (before its tests) and closes it after them. */
export const useModuleCollections = (): void => {
  beforeAll(async () => {
    app = await startTestApp()
    admin = await app.login('admin', DEMO_ACCOUNTS.admin.password)
    editor = await app.login('editor', DEMO_ACCOUNTS.editor.password)
  })
  afterAll(async () => app?.close())
}
