import type { CollectionConfig } from 'payload'

import { archiveReadAccess } from '../../actor'

const nobody = () => false

/**
 * Archive items: folders and files of the archive manager. Written only by the
 * archive services of this module, which applies the archive rules (rules.ts); the REST
 * collection API is read-only, and its reads apply the same folder rules as the archive calls
 * (`archiveReadAccess`). File bytes live in the archive storage, never in a public folder.
 */
export const Archives: CollectionConfig = {
  slug: 'archives',
  labels: { singular: '檔案', plural: '檔案管理' },
  admin: { useAsTitle: 'name', hidden: true },
  access: {
    read: archiveReadAccess,
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    { name: 'name', type: 'text', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: ['Folder', 'File'], index: true },
    { name: 'parent', type: 'relationship', relationTo: 'archives', index: true },
    /** Ancestor ids as `/rootId/…/parentId/` ('' for root folders): subtree and breadcrumb queries. */
    { name: 'path', type: 'text', index: true, defaultValue: '' },
    { name: 'rootFolder', type: 'relationship', relationTo: 'archives', index: true },
    { name: 'systemKey', type: 'text', index: true },
    { name: 'isModuleFolder', type: 'checkbox', defaultValue: false },
    { name: 'module', type: 'text' },
    { name: 'extension', type: 'text' },
    { name: 'mimeType', type: 'text' },
    { name: 'size', type: 'number' },
    { name: 'storageKey', type: 'text' },
    { name: 'thumbnailKey', type: 'text' },
    { name: 'downloadCount', type: 'number', defaultValue: 0 },
    { name: 'auth', type: 'select', options: ['Public', 'Internal', 'Roles'], defaultValue: 'Internal' },
    { name: 'authRoles', type: 'relationship', relationTo: 'roles', hasMany: true },
    /** The root folder's auth, copied onto every item under it so reads filter in one query. */
    {
      name: 'effectiveAuth',
      type: 'select',
      options: ['Public', 'Internal', 'Roles'],
      defaultValue: 'Internal',
      index: true,
    },
    { name: 'effectiveAuthRoles', type: 'relationship', relationTo: 'roles', hasMany: true },
    { name: 'createdUser', type: 'relationship', relationTo: 'users' },
    { name: 'inRecycleBin', type: 'checkbox', defaultValue: false, index: true },
    { name: 'deletedFrom', type: 'relationship', relationTo: 'archives' },
    { name: 'deletedAt', type: 'date' },
  ],
  timestamps: true,
}
