import { defineManifest } from '@/modules/define'

/** 檔案管理: the archive of folders and files. */
export const archivesManifest = defineManifest({
  name: 'archives',
  label: '檔案管理',
  group: 'site',
  flags: [
    {
      key: 'archives',
      label: '檔案管理',
      children: [
        { key: 'root_folders', label: '建立與修改根目錄、還原', leaf: true },
        { key: 'folders', label: '建立與重新命名資料夾', leaf: true },
        { key: 'upload', label: '上傳檔案', leaf: true },
        { key: 'delete', label: '刪除', leaf: true },
      ],
    },
  ],
  routes: [{ path: 'archive-management', title: '檔案管理', flag: 'archives.auth', customView: true }],
})
