import type { FileRecord } from '@freightdesk/contracts';
import type { ModuleTestKit, TestApp } from '../../test/kit';
import { multipart, sampleFiles } from '../../test/multipart';

/** Uploads files to a project as the admin and returns their records. */
export async function uploadAsAdmin(
  t: TestApp,
  projectId: number,
  files: { name: string; data: Buffer }[] = [{ name: 'bol.pdf', data: sampleFiles.pdf() }],
  fields: { transactionType?: string; folderName?: string } = {},
): Promise<FileRecord[]> {
  const body = multipart({ projectId, transactionType: 'Project', folderName: '', ...fields }, files);
  const res = await t.call({ method: 'POST', url: '/api/file/uploadFiles', ...body, as: t.admin });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const downloadUrl = (f: FileRecord) =>
  `/api/file/downloadFiles?${new URLSearchParams({
    blobName: f.blobName,
    projectId: String(f.projectId),
    transactionType: f.transactionType,
  })}`;

export const testKit: ModuleTestKit = {
  scoped: {
    'POST /api/file/uploadFiles': {
      kind: 'write',
      async arrange(_t, project, marker) {
        const body = multipart({ projectId: project.id, transactionType: 'Project' }, [
          { name: `${marker}.pdf`, data: sampleFiles.pdf(marker) },
        ]);
        return { method: 'POST', url: '/api/file/uploadFiles', ...body, id: project.id };
      },
    },
    'GET /api/file/downloadFiles': {
      kind: 'download',
      async arrange(t, project, marker) {
        const [file] = await uploadAsAdmin(t, project.id, [{ name: 'pod.pdf', data: sampleFiles.pdf(marker) }]);
        return { method: 'GET', url: downloadUrl(file!), id: file!.id };
      },
    },
    // A project's own list: asked of a project outside the scope, the project is not found.
    'GET /api/file/list': {
      kind: 'write',
      async arrange(t, project, marker) {
        const [file] = await uploadAsAdmin(t, project.id, [{ name: `${marker}.csv`, data: sampleFiles.csv() }]);
        return { method: 'GET', url: `/api/file/list?projectId=${project.id}`, id: file!.id };
      },
    },
    'DELETE /api/file/:id': {
      kind: 'write',
      async arrange(t, project, marker) {
        const [file] = await uploadAsAdmin(t, project.id, [{ name: `${marker}.png`, data: sampleFiles.png() }]);
        return { method: 'DELETE', url: `/api/file/${file!.id}`, id: file!.id };
      },
    },
  },
};

export { downloadUrl };
