import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig, type Validate } from 'payload'

import { blocksFields } from '@/fields/blocks'
import { checkboxField, contentStatusField, parentField, textField, treeSortField } from '@/fields/common'
import { validateUrl } from '@/fields/validate'
import { FIELD_LABEL, MODULE_MSG, ROUTE_AUTH_LABEL, ROUTE_TYPE_LABEL, optionsOf } from '@/i18n/modules'
import { scopedRouteAccess, scopedRouteCreateAccess } from '@/access/routeScope'
import { TREE_MSG } from '@/trees/messages'
import { treeRestRules } from '@/trees/treeCollection'
import { routeTree } from '../../routeTree'
import { FLAGS } from '@/access'
import { moduleAccess } from '@/access/moduleAccess'
import { MENU_GROUPS } from '@/i18n/menu'
import { PUBLIC_TAGS, expirePublicAfterChange, expirePublicAfterDelete } from '@/lib/publicCache'

const LABEL_URL = '網址'
const LABEL_MODULE = '模組名稱'

type RouteSiblings = { type?: keyof typeof ROUTE_TYPE_LABEL; auth?: keyof typeof ROUTE_AUTH_LABEL }

/** `url` is what a Url node points at: required for that type, and a URL. */
const validateRouteUrl: Validate<string, unknown, RouteSiblings> = (value, options) => {
  if (!value && options.siblingData?.type === 'Url') return MODULE_MSG.required(LABEL_URL)
  return validateUrl(value, options)
}

/** `moduleName` is where a Module node goes: required for that type. */
const validateModuleName: Validate<string, unknown, RouteSiblings> = (value, { siblingData }) =>
  !value && siblingData?.type === 'Module' ? MODULE_MSG.required(LABEL_MODULE) : true

const refuseWhilePagesRemain: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const pages = await req.payload.count({
    collection: 'pages',
    where: { routeId: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (pages.totalDocs === 0) return
  const route = await req.payload.findByID({
    collection: 'routes',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  throw new APIError(TREE_MSG.routeHasPages(route?.name ?? ''), 400)
}

/** Payload REST writes run the tree's rules: parent, cycle, depth and the scope of the new parent. */
const treeRules = treeRestRules(routeTree, FLAGS.cms.routes.edit)

/**
 * The site's navigation tree: Path, List and SinglePage
 * nodes open /cms/{id}, Url nodes an address, Module nodes a module page. `auth` decides
 * who may see the node: everyone, any signed-in account, or the listed roles.
 */
export const Routes: CollectionConfig = {
  slug: 'routes',
  labels: { singular: '路由', plural: '路由管理' },
  defaultSort: 'sort',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'parentId', 'auth', 'status', 'sort'],
    group: MENU_GROUPS.site,
    components: { beforeList: ['/admin/trees/TreePanels#RouteTreePanel'] },
  },
  // The routeIds scope: a user limited to some routes edits and deletes only those.
  access: {
    ...moduleAccess(FLAGS.cms.routes),
    create: scopedRouteCreateAccess(FLAGS.cms.routes.edit),
    update: scopedRouteAccess(FLAGS.cms.routes.edit),
    delete: scopedRouteAccess(FLAGS.cms.routes.delete),
  },
  hooks: {
    // REST creates and moves follow the same tree rules as the tree calls.
    beforeOperation: [treeRules.beforeOperation],
    // Pages hang under a route: whatever deletes it (the admin's own list screen included) must not orphan them.
    beforeDelete: [refuseWhilePagesRemain],
    // The navigation shows on every page, and a route's visibility decides which pages the public sees.
    afterChange: [treeRules.afterChange, expirePublicAfterChange(PUBLIC_TAGS.routes, PUBLIC_TAGS.pages)],
    afterDelete: [expirePublicAfterDelete(PUBLIC_TAGS.routes, PUBLIC_TAGS.pages)],
  },
  fields: [
    parentField('routes'),
    textField('name', FIELD_LABEL.name, { required: true }),
    {
      name: 'type',
      label: '類型',
      type: 'select',
      required: true,
      defaultValue: 'Path',
      options: optionsOf(ROUTE_TYPE_LABEL),
    },
    textField('url', LABEL_URL, {
      validate: validateRouteUrl,
      admin: { condition: (_data, sibling) => (sibling as RouteSiblings).type === 'Url' },
    }),
    checkboxField('openNewPage', '以新視窗開啟', false, {
      admin: { condition: (_data, sibling) => (sibling as RouteSiblings).type === 'Url' },
    }),
    textField('moduleName', LABEL_MODULE, {
      validate: validateModuleName,
      admin: {
        description: '前台模組路徑，例如 /news。',
        condition: (_data, sibling) => (sibling as RouteSiblings).type === 'Module',
      },
    }),
    {
      name: 'auth',
      label: '瀏覽權限',
      type: 'select',
      required: true,
      defaultValue: 'Public',
      options: optionsOf(ROUTE_AUTH_LABEL),
      admin: { position: 'sidebar' },
    },
    {
      name: 'authRoles',
      label: '可瀏覽的角色',
      type: 'relationship',
      relationTo: 'roles',
      hasMany: true,
      admin: { position: 'sidebar', condition: (_data, sibling) => (sibling as RouteSiblings).auth === 'Roles' },
    },
    ...blocksFields(),
    contentStatusField('Published'),
    treeSortField(),
  ],
  timestamps: true,
}
