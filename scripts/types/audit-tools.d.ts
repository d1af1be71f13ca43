/** The parts of the audit tools' APIs that scripts/audit-public.ts uses (they ship no types). */
declare module 'pa11y' {
  type Issue = { code: string; type: 'error' | 'warning' | 'notice'; message: string; selector: string }
  type Options = {
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA'
    runners?: string[]
    includeWarnings?: boolean
    viewport?: { width: number; height: number }
    chromeLaunchConfig?: { executablePath?: string; args?: string[] }
  }
  const pa11y: (url: string, options?: Options) => Promise<{ documentTitle: string; pageUrl: string; issues: Issue[] }>
  export default pa11y
}

declare module 'vnu-jar' {
  /** The path of vnu.jar. */
  const jar: string
  export default jar
}
