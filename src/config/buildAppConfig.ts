import fs from 'node:fs'
import path from 'node:path'

import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import nodemailer from 'nodemailer'
import { type CollectionConfig, type Config, type Payload, buildConfig } from 'payload'
import sharp from 'sharp'

import { subscribeToExpiries } from '@/lib/expiryBroadcast'
import { isQueueLeader, underStartupLock } from '@/lib/instances'
import { expireFromElsewhere } from '@/lib/publicCache'
import { withPasswordGate } from '@/access/passwordGate'
import { LABEL, MSG } from '@/i18n/messages'
import { objectIdField } from '@/fields/objectId'
import { COOKIE_PREFIX } from '@/lib/sessionCookie'
import { runMigrations } from '@/migrations/run'
import { counted, registerShutdown } from '@/lib/shutdown'
import {
  initModules,
  moduleAdminViews,
  moduleAutoRun,
  moduleCollections,
  moduleEndpoints,
  moduleGlobals,
  moduleTasks,
} from '@/modules'
import { maxUploadBytes, storageReady } from '@/modules/archives'
import { outboxTransport } from '@/modules/mail'
import { bootstrapAdmin, demoPasswordWarning, listenHost, seedDemo, seedPlan } from '@/seed'
import { hardenLockedDocuments, hardenUsersCollection, jobsAccess } from './authHardening'
import { databaseAdapter } from './database'
import { collectionsWithJsonEditor, globalsWithJsonEditor } from './jsonFields'
import { collectionsWithRequiredMessages, globalsWithRequiredMessages } from './requiredMessages'
import { collectionsWithRestShape, globalsWithRestShape } from './restShape'
import {
  DATA_DIR,
  DEFAULT_FROM,
  DEFAULT_FROM_NAME,
  DEFAULT_SQLITE_URL,
  PROJECT_ROOT,
  databaseKind,
  smtpFromEnv,
} from './env'
import { resolveSecret } from './secret'
import { INTEGRITY_MSG, INTEGRITY_STATUS, integrityErrorOf } from '@/lib/dbErrors'
import { publicErrorBody } from '@/lib/publicErrors'
import { healthEndpoints } from '@/endpoints/health'
import { multipartRefusal } from '@/endpoints/multipart'

export type AppConfigOptions = {
  databaseUrl?: string
  secret?: string
  /** push (next dev) or shipped migrations run on start (production, tests). */
  schema?: 'push' | 'migrations'
  /**
   * true: seed demo data into an empty database; false: seed nothing. Unset: the start-up rule
   * (src/seed/bootstrap.ts `seedPlan`): demo data on the embedded SQLite quick start, only a
   * super-admin (ADMIN_USERNAME / ADMIN_PASSWORD) on PostgreSQL and MongoDB; SEED_DEMO overrides.
   */
  seed?: boolean
  /** Override the mail transport (tests pass their loopback SMTP settings through env instead). */
  outboxDir?: string
  /**
   * false: the job queues never run on their own clock (tests that compare database states call
   * the tasks themselves). Payload starts its crons lazily, on the first REST request, so they
   * cannot simply be stopped after start-up.
   */
  autoRunJobs?: boolean
}

/** Every collection gets the 24-hex ObjectId `id` on SQL adapters (MongoDB has it natively). */
const withObjectIds = (collections: CollectionConfig[], sql: boolean): CollectionConfig[] =>
  sql
    ? collections.map((collection) => ({ ...collection, fields: [objectIdField(), ...collection.fields] }))
    : collections

const mailAdapter = (outboxDir: string) => {
  const smtp = smtpFromEnv()
  if (smtp) {
    return nodemailerAdapter({
      defaultFromAddress: smtp.from,
      defaultFromName: smtp.fromName,
      skipVerify: true,
      transportOptions: {
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ignoreTLS: process.env.SMTP_IGNORE_TLS === 'true',
        // nodemailer waits 2 minutes to connect and 10 to idle by default: a hung mail server would
        // hold a sign-in's lock mail, a reset code or a queue run that long.
        connectionTimeout: smtp.timeoutMs,
        greetingTimeout: smtp.timeoutMs,
        socketTimeout: smtp.timeoutMs * 2,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
      },
    })
  }
  return nodemailerAdapter({
    defaultFromAddress: process.env.SMTP_FROM || DEFAULT_FROM,
    defaultFromName: process.env.SMTP_FROM_NAME || DEFAULT_FROM_NAME,
    skipVerify: true,
    transport: nodemailer.createTransport(outboxTransport(outboxDir)),
  })
}

/** Print the first super-admin's one-time password once: it is stored only as a hash. */
const announceBootstrap = (payload: Payload, created: Awaited<ReturnType<typeof bootstrapAdmin>>): void => {
  if (!created) return
  if (!created.oneTimePassword) {
    payload.logger.info(`Created the super-admin account "${created.username}" with ADMIN_PASSWORD`)
    return
  }
  const line = `超級管理員帳號「${created.username}」的一次性密碼：${created.oneTimePassword}（僅顯示這一次，首次登入須變更密碼）`
  payload.logger.warn(line)
}

/** Logged at start when SERVER_URL is unset. */
export const MAIL_LINK_WARNING =
  "SERVER_URL is not set: links in mails use the address this server listens on (http://localhost:<port>), never a client's Host or X-Forwarded-Proto (with TRUST_PROXY, what the proxy saw). Set SERVER_URL to the public address of the site."

export const buildAppConfig = (options: AppConfigOptions = {}) => {
  const url = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_SQLITE_URL
  const kind = databaseKind(url)
  const schema = options.schema ?? (process.env.NODE_ENV === 'development' ? 'push' : 'migrations')
  const plan = seedPlan(kind, process.env, options.seed)
  if (kind === 'sqlite') fs.mkdirSync(DATA_DIR, { recursive: true })

  const config: Config = {
    serverURL: process.env.SERVER_URL || undefined,
    secret: options.secret ?? resolveSecret(),
    cookiePrefix: COOKIE_PREFIX,
    telemetry: false,
    routes: { admin: '/shennong', api: '/api' },
    admin: {
      user: 'users',
      meta: { titleSuffix: ' - 神農醫學圖書館後台' },
      importMap: { baseDir: path.resolve(PROJECT_ROOT, 'src') },
      dateFormat: 'yyyy/MM/dd HH:mm',
      avatar: 'default',
      // A session Payload's own timers find expired goes to the login screen too (with ?redirect=,
      // which the proxy turns into nextUrl); the session keeper renews it before that happens.
      routes: { login: '/auth/login', inactivity: '/auth/login' },
      components: {
        Nav: '/admin/components/Nav#Nav',
        actions: ['/admin/components/HeaderActions#HeaderActions'],
        providers: [
          '/admin/components/PasswordChangeGuard#PasswordChangeGuard',
          '/admin/components/SessionKeeper#SessionKeeper',
          '/admin/resultDialogs/ResultDialogProvider#ResultDialogProvider',
          '/admin/components/SelectA11y#SelectA11y',
          '/admin/components/SpecAddresses#SpecAddresses',
        ],
        views: {
          shennongLogin: { Component: '/admin/views/Login#LoginView', path: '/auth/login', exact: true },
          modifyPassword: {
            Component: '/admin/views/ModifyPassword#ModifyPasswordView',
            path: '/user/modify-password',
            exact: true,
          },
          ...Object.fromEntries(
            Object.entries(moduleAdminViews()).map(([key, view]) => [
              key,
              { ...view, ...(view.meta ? { meta: { ...view.meta } } : {}) },
            ]),
          ),
        },
      },
    },
    i18n: {
      supportedLanguages: { 'zh-TW': zhTw },
      fallbackLanguage: 'zh-TW',
      // The admin's own login speaks the same words as the session contract.
      translations: {
        'zh-TW': {
          error: {
            usernameOrPasswordIncorrect: MSG.invalidCredentials,
            emailOrPasswordIncorrect: MSG.invalidCredentials,
            userLocked: MSG.accountLocked,
          },
          // The spec's words on Payload's own screens: empty lists and selects,
          // the confirm-password mismatch, and the number bounds.
          general: {
            notFound: MSG.notFoundPage,
            pageNotFound: MSG.notFoundPage,
            // Every list, filtered or not (else a list searched to nothing says Payload's 沒有結果。).
            noResults: MSG.emptyList,
            noResultsFound: MSG.emptyList,
            noResultsDescription: MSG.emptyListHint,
            noOptions: MSG.noOptions,
          },
          fields: { passwordsDoNotMatch: MSG.mismatch(LABEL.rePassword, LABEL.password) },
          validation: { lessThanMin: MSG.min('{{min}}'), greaterThanMax: MSG.max('{{max}}') },
        },
      },
    },
    graphQL: { disable: true },
    hooks: {
      // Payload's own REST routes answered a database integrity refusal (a relationship to a
      // missing document, an overlapping booking) with a 500; it is the caller's input.
      afterError: [
        ({ error }) => {
          const kind = integrityErrorOf(error)
          if (!kind) return
          return {
            status: INTEGRITY_STATUS[kind],
            response: { message: INTEGRITY_MSG[kind], errors: [{ message: INTEGRITY_MSG[kind] }] },
          }
        },
        // A multipart body Payload's REST routes cannot read (truncated, no boundary, `_payload`
        // that is no JSON) was a 500, before any access check: the caller's input (src/endpoints/multipart.ts).
        ({ error, req }) => {
          const refusal = multipartRefusal(error, req)
          return refusal
            ? { status: refusal.status, response: { message: refusal.message, errors: [{ message: refusal.message }] } }
            : undefined
        },
        // A hook's public refusal keeps its message in the production build (src/lib/publicErrors.ts).
        ({ error, result }) => {
          const body = publicErrorBody(error, result)
          return body ? { response: body } : undefined
        },
      ],
    },
    collections: withPasswordGate(
      withObjectIds(
        collectionsWithRestShape(collectionsWithRequiredMessages(collectionsWithJsonEditor(moduleCollections()))),
        kind !== 'mongodb',
      ),
    ).map((collection) =>
      hardenUsersCollection(collection, {
        serverURL: process.env.SERVER_URL || undefined,
        cookiePrefix: COOKIE_PREFIX,
      }),
    ),
    globals: globalsWithRestShape(globalsWithRequiredMessages(globalsWithJsonEditor(moduleGlobals()))),
    endpoints: [...moduleEndpoints(), ...healthEndpoints({ storage: storageReady })],
    editor: lexicalEditor(),
    db: databaseAdapter({ url, schema }),
    email: mailAdapter(options.outboxDir ?? path.join(DATA_DIR, 'outbox')),
    sharp,
    // Payload regenerates the types at every start outside production, in a child process that loads
    // the whole config again (about 20 s of CPU, and a write to src/): only `npm run dev` wants that.
    // Every integration test app started one; `npm run generate:types` writes them on request.
    typescript: {
      outputFile: path.resolve(PROJECT_ROOT, 'src/payload-types.ts'),
      autoGenerate: process.env.NODE_ENV === 'development',
    },
    upload: {
      limits: { fileSize: maxUploadBytes() },
      abortOnLimit: true,
      responseOnLimit: `檔案超過 ${Math.round(maxUploadBytes() / 1024 / 1024)} MB 上限`,
    },
    jobs: {
      access: jobsAccess,
      // Each module brings its tasks and the schedules that run their queues (src/modules/*/index.ts).
      // Counted while they run: a stopping instance waits for them (src/lib/shutdown.ts).
      tasks: moduleTasks().map(counted),
      autoRun: moduleAutoRun().map((run) => ({ ...run })),
      // On PostgreSQL only the queue leader runs the queues (src/lib/instances.ts): each job once, whatever the number of instances.
      shouldAutoRun: options.autoRunJobs === false ? () => false : isQueueLeader,
      jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
        ...defaultJobsCollection,
        admin: { ...defaultJobsCollection.admin, hidden: true },
      }),
    },
    onInit: async (payload: Payload) => {
      // Instances started together on one PostgreSQL database take turns here: one migrates and seeds.
      await underStartupLock(payload, async () => {
        if (schema === 'migrations' && kind !== 'mongodb') await runMigrations(payload, kind)
        await initModules(payload)
        if (plan === 'demo') await seedDemo(payload)
        if (plan === 'admin') announceBootstrap(payload, await bootstrapAdmin(payload))
      })
      // SIGTERM on the production server (scripts/server.mjs) stops this instance through it.
      registerShutdown(payload)
      const warning = await demoPasswordWarning(payload, listenHost())
      if (warning) payload.logger.warn(warning)
      // Several instances (REDIS_URL): apply the content changes the others make to this one's caches.
      // (Not awaited: a Redis that is down must not keep the instance from starting; ioredis subscribes once it connects.)
      if (process.env.REDIS_URL) {
        void subscribeToExpiries(process.env.REDIS_URL, expireFromElsewhere, (message) =>
          payload.logger.info(message),
        ).catch((error: unknown) => payload.logger.error({ err: error }, 'public cache expiries: cannot subscribe'))
      }
      // Mails sent by the queues link back with the origin of the request that caused them; a
      // mail no request caused (a scheduled harvest, a no-show notice) can only use SERVER_URL.
      if (!payload.config.serverURL) payload.logger.warn(MAIL_LINK_WARNING)
    },
  }
  return buildConfig(config).then(hardenLockedDocuments)
}
