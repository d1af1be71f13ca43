/**
 * The permission-flag catalog, derived from the modules'
 * manifests (src/modules/manifests.ts): each module declares its nodes of the permission tree,
 * and this file turns them into the flat flag list, the `Flag` literal union, the typed `FLAGS`
 * object that code uses instead of strings, and the tree the role editor shows.
 *
 * A module or group node carries `<key>__auth` (menu entry and module access); its actions are
 * leaves `<key>__<action>`; a leaf node (the archive flags) is one flag `<key>__auth`.
 */
import type { FlagNodeSpec, ModuleManifest } from '@/modules/define'
import { MANIFESTS, type Manifest } from '@/modules/manifests'

export type FlagNode = {
  /** Node key: the flag prefix (`news`, `cms__routes`) for module/group nodes, the full flag for leaves. */
  key: string
  /** zh-TW label shown in the role editor. */
  label: string
  children?: FlagNode[]
}

const ACTION_LABELS: Record<NonNullable<FlagNodeSpec['actions']>[number], string> = {
  read: '檢視',
  edit: '編輯',
  delete: '刪除',
  review__required: '需經審核',
}

// ---------------------------------------------------------------------------------------------
// Types: the Flag union and the FLAGS object, built from the manifests' literal types
// ---------------------------------------------------------------------------------------------

type NodeFlags<N, P extends string> = N extends { readonly key: infer K extends string }
  ? | `${P}${K}__auth`
    | (N extends { readonly actions: readonly (infer A extends string)[] } ? `${P}${K}__${A}` : never)
    | (N extends { readonly children: readonly (infer C)[] } ? NodeFlags<C, `${P}${K}__`> : never)
  : never

type TopNode = Manifest extends infer M ? (M extends { readonly flags: readonly (infer N)[] } ? N : never) : never

/** Every flag of the product, as a literal union: a misspelt flag does not compile. */
export type Flag = NodeFlags<TopNode, ''>

type NodeObject<N, P extends string> = N extends { readonly key: infer K extends string }
  ? { readonly auth: `${P}${K}__auth` } & (N extends { readonly actions: readonly (infer A extends string)[] }
      ? { readonly [X in A]: `${P}${K}__${X}` }
      : unknown) &
      (N extends { readonly children: readonly (infer C)[] }
        ? {
            readonly [CN in C as CN extends { readonly key: infer CK extends string } ? CK : never]: NodeObject<
              CN,
              `${P}${K}__`
            >
          }
        : unknown)
  : never

/** The typed flag tree: `FLAGS.news.edit`, `FLAGS.reservations.rooms.read`, `FLAGS.archives.upload.auth`. */
export type FlagTree = {
  readonly [N in TopNode as N extends { readonly key: infer K extends string } ? K : never]: NodeObject<N, ''>
}

/** The read, edit and delete flags of a module or group (the shape generic CRUD needs). */
export type CrudFlags = { readonly read: Flag; readonly edit: Flag; readonly delete: Flag }

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

const TOP_NODES: readonly FlagNodeSpec[] = MANIFESTS.flatMap((manifest): readonly FlagNodeSpec[] =>
  'flags' in manifest ? manifest.flags : [],
)

const toFlagNode = (spec: FlagNodeSpec, prefix: string): FlagNode => {
  const key = `${prefix}${spec.key}`
  if (spec.leaf) return { key: `${key}__auth`, label: spec.label }
  return {
    key,
    label: spec.label,
    children: [
      ...(spec.actions ?? []).map((action) => ({ key: `${key}__${action}`, label: ACTION_LABELS[action] })),
      ...(spec.children ?? []).map((child) => toFlagNode(child, `${key}__`)),
    ],
  }
}

/** The flag tree of a list of manifests, in their order (a test passes a list with an added module). */
export const flagTree = (manifests: readonly ModuleManifest[]): FlagNode[] =>
  manifests.flatMap((manifest) => manifest.flags ?? []).map((node) => toFlagNode(node, ''))

/** The flag tree, in menu order. */
export const FLAG_TREE: readonly FlagNode[] = TOP_NODES.map((node) => toFlagNode(node, ''))

/** The flag a module or group node carries. Leaves are flags themselves. */
export const nodeFlag = (node: FlagNode): Flag => (node.children ? `${node.key}__auth` : node.key) as Flag

const collectFlags = (nodes: readonly FlagNode[]): Flag[] =>
  nodes.flatMap((node) => [nodeFlag(node), ...(node.children ? collectFlags(node.children) : [])])

/** Every flag of the product, in catalog order. */
export const ALL_FLAGS: readonly Flag[] = Object.freeze(collectFlags(FLAG_TREE))

const FLAG_SET: ReadonlySet<string> = new Set(ALL_FLAGS)

export const isFlag = (value: string): value is Flag => FLAG_SET.has(value)

const toObject = (spec: FlagNodeSpec, prefix: string): Record<string, unknown> => {
  const key = `${prefix}${spec.key}`
  const object: Record<string, unknown> = { auth: `${key}__auth` }
  for (const action of spec.actions ?? []) object[action] = `${key}__${action}`
  for (const child of spec.children ?? []) object[child.key] = toObject(child, `${key}__`)
  return object
}

/** Every flag by its path in the tree. Code names flags through this object, never as strings. */
export const FLAGS = Object.freeze(
  Object.fromEntries(TOP_NODES.map((node) => [node.key, toObject(node, '')])),
) as unknown as FlagTree

/**
 * A flag named by its dotted path (`news.auth`, `reservations.rooms.edit`), as manifests write
 * them. Throws on a path that names no flag, so a typo fails when the tables are built.
 */
export const flagAt = (path: string, known: ReadonlySet<string> = FLAG_SET): Flag => {
  const flag = path.split('.').join('__')
  if (!known.has(flag)) throw new Error(`Unknown permission flag path "${path}"`)
  return flag as Flag
}

/** Every flag of a list of manifests (a test passes a list with an added module). */
export const flagsOf = (manifests: readonly ModuleManifest[]): ReadonlySet<string> =>
  new Set(collectFlags(flagTree(manifests)))

/** `review__required` flags are restrictions: absent means false. All others default to true. */
export const isReviewFlag = (flag: string): boolean => flag.endsWith('review__required')

export const defaultFlagValue = (flag: string): boolean => !isReviewFlag(flag)

/** Top-level module keys (`news`, `cms`, ...), whose `__auth` flag gates the menu entry. */
export const MODULE_KEYS: readonly string[] = FLAG_TREE.map((node) => node.key)
