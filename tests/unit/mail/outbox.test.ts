import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'

import { outboxTransport } from '@/modules/mail'

describe('outbox transport (no SMTP configured)', () => {
  it('writes each message as an .eml file instead of dropping it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'))
    const transport = nodemailer.createTransport(outboxTransport(dir))
    await transport.sendMail({ from: 'a@b.example', to: 'c@d.example', subject: '測試信', text: '內容 123' })
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    const raw = fs.readFileSync(path.join(dir, files[0]!), 'utf8')
    expect(raw).toContain('To: c@d.example')
    expect(raw).toMatch(/Subject: =\?UTF-8\?/)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
