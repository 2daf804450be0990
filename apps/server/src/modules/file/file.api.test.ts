import type { FileRecord } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../platform/files/storage';
import { multipart, sampleFiles } from '../../test/multipart';
import { startS3rver } from '../../test/s3rver';
import { createTestApp, type TestApp } from '../../test/testApp';
import { downloadUrl, uploadAsAdmin } from './file.testkit';

type Storage = 'local disk' | 'S3 (s3rver)';

describe.each<[Storage]>([['local disk'], ['S3 (s3rver)']])('files on %s', (storage) => {
  let t: TestApp;
  let stopS3 = async () => {};
  beforeAll(async () => {
    if (storage === 'local disk') {
      t = await createTestApp();
    } else {
      const s3 = await startS3rver();
      stopS3 = s3.stop;
      t = await createTestApp({ files: { storage: s3Storage(s3.settings) } });
    }
  });
  afterAll(async () => {
    await t.close();
    await stopS3();
  });

  const upload = (
    as: Parameters<TestApp['call']>[0]['as'],
    fields: Record<string, string | number>,
    files: Parameters<typeof multipart>[1],
  ) => t.call({ method: 'POST', url: '/api/file/uploadFiles', ...multipart(fields, files), as });
  const listOf = async (projectId: number) =>
    (await t.call({ method: 'GET', url: `/api/file/list?projectId=${projectId}`, as: t.admin })).json() as FileRecord[];

  it('uploads two files, lists them newest first and downloads each byte for byte under its own name', async () => {
    const project = await t.make.project();
    const pdf = sampleFiles.pdf('Delivery receipt 4471');
    const png = sampleFiles.png();
    const res = await upload(t.admin, { projectId: project.id, transactionType: 'Project', folderName: 'Receiving' }, [
      { name: 'Delivery receipt.pdf', data: pdf, type: 'application/octet-stream' },
      { name: 'dock photo.PNG', data: png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json() as FileRecord[];
    expect(saved.map((f) => [f.fileName, f.contentType, f.size, f.createdBy])).toEqual(
      expect.arrayContaining([
        ['Delivery receipt.pdf', 'application/pdf', pdf.length, 'admin'],
        ['dock photo.PNG', 'image/png', png.length, 'admin'],
      ]),
    );
    for (const f of saved) {
      expect(f.blobName).toMatch(new RegExp(`^projects/${project.id}/Project/Receiving/[0-9a-f-]{36}/`));
      expect(f.createdById).toBe(t.adminId);
    }

    expect((await listOf(project.id)).map((f) => f.id).sort()).toEqual(saved.map((f) => f.id).sort());

    for (const [f, bytes] of [
      [saved.find((s) => s.contentType === 'application/pdf')!, pdf],
      [saved.find((s) => s.contentType === 'image/png')!, png],
    ] as const) {
      const got = await t.call({ method: 'GET', url: downloadUrl(f), as: t.admin });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(bytes)).toBe(true);
      expect(got.headers['content-type']).toBe(f.contentType);
      // docs/requirements.md section 7: saved under the last path segment of blobName.
      expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(f.fileName)}`);
      expect(f.blobName.split('/').pop()).toBe(f.fileName);
    }
  });

  it('reads the type from the bytes: an executable named .pdf, or a PDF named .png, stores nothing', async () => {
    const project = await t.make.project();
    const disguised = await upload(t.admin, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'good.pdf', data: sampleFiles.pdf() },
      { name: 'invoice.pdf', data: sampleFiles.exe(), type: 'application/pdf' },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe(
      'invoice.pdf is not a file type FreightDesk accepts (PDF, images, Office documents, CSV or text).',
    );
    const misnamed = await upload(t.admin, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'photo.png', data: sampleFiles.pdf(), type: 'image/png' },
    ]);
    expect(misnamed.statusCode).toBe(415);
    expect(misnamed.json().message).toBe('photo.png does not hold what its name says: its content is a PDF.');
    const html = await upload(t.admin, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'notes.txt', data: '<!doctype html><script>alert(1)</script>' },
    ]);
    expect(html.statusCode).toBe(415);
    expect(await listOf(project.id)).toEqual([]);
  });

  it('never follows a path the client wrote: a traversal name is stored safely, a traversal blobName is not found', async () => {
    const project = await t.make.project();
    const [f] = (
      await upload(t.admin, { projectId: project.id, transactionType: 'Project', folderName: 'docs' }, [
        { name: '../../../etc/passwd.csv', data: sampleFiles.csv() },
      ])
    ).json() as FileRecord[];
    expect(f!.fileName).toBe('passwd.csv');
    expect(f!.blobName).toMatch(new RegExp(`^projects/${project.id}/Project/docs/[0-9a-f-]{36}/passwd\\.csv$`));

    for (const blobName of [
      '../../../../etc/passwd',
      `projects/${project.id}/Project/docs/../../../../etc/passwd`,
      `${f!.blobName}/../../../${f!.blobName.split('/').slice(-2).join('/')}`,
      '/etc/passwd',
    ]) {
      const res = await t.call({
        method: 'GET',
        url: `/api/file/downloadFiles?${new URLSearchParams({ blobName, projectId: String(project.id), transactionType: 'Project' })}`,
        as: t.admin,
      });
      expect(res.statusCode, blobName).toBe(404);
      expect(res.json().message).toBe('File not found.');
    }
    const folder = await upload(t.admin, { projectId: project.id, transactionType: 'Project', folderName: '../x' }, [
      { name: 'a.csv', data: sampleFiles.csv() },
    ]);
    expect(folder.statusCode).toBe(400);
    expect(Object.keys(folder.json().errors)).toEqual(['folderName']);
  });

  it("keeps another project's file from a caller who does not see that project, and from a mismatched project id", async () => {
    const mine = await t.make.project();
    const theirs = await t.make.project();
    const [file] = await uploadAsAdmin(t, theirs.id);
    const staff = await t.make.user({ claims: ['Project:View', 'Project:Update'], projects: [mine.id] });

    expect((await t.call({ method: 'GET', url: downloadUrl(file!), as: staff })).statusCode).toBe(404);
    const asMine = downloadUrl({ ...file!, projectId: mine.id });
    expect((await t.call({ method: 'GET', url: asMine, as: t.admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: asMine, as: staff })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `${downloadUrl(file!)}&createdById=${file!.createdById! + 1}`, as: t.admin }))
        .statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: `/api/file/list?projectId=${theirs.id}`, as: staff })).statusCode).toBe(
      404,
    );
    const into = await upload(staff, { projectId: theirs.id, transactionType: 'Project' }, [
      { name: 'a.pdf', data: sampleFiles.pdf() },
    ]);
    expect(into.statusCode).toBe(404);
    expect(into.json().message).toBe('Project not found.');
    expect((await t.call({ method: 'DELETE', url: `/api/file/${file!.id}`, as: staff })).statusCode).toBe(404);
    expect(await listOf(theirs.id)).toHaveLength(1);
  });

  it("follows the permissions of the file's module: View to see, Create or Update to add, Update or Delete to remove", async () => {
    const project = await t.make.project();
    const [projectFile] = await uploadAsAdmin(t, project.id);
    const [poFile] = await uploadAsAdmin(t, project.id, [{ name: 'po.pdf', data: sampleFiles.pdf() }], {
      transactionType: 'PurchaseOrder',
      folderName: '1042',
    });
    const viewer = await t.make.user({ claims: ['Project:View'], projects: [project.id] });
    expect((await t.call({ method: 'GET', url: downloadUrl(projectFile!), as: viewer })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: downloadUrl(poFile!), as: viewer })).statusCode).toBe(403);
    const listed = (await t.call({ method: 'GET', url: `/api/file/list?projectId=${project.id}`, as: viewer })).json();
    expect(listed.map((f: FileRecord) => f.id)).toEqual([projectFile!.id]);
    const add = await upload(viewer, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'a.pdf', data: sampleFiles.pdf() },
    ]);
    expect(add.statusCode).toBe(403);
    expect((await t.call({ method: 'DELETE', url: `/api/file/${projectFile!.id}`, as: viewer })).statusCode).toBe(403);

    const editor = await t.make.user({ claims: ['Project:View', 'Project:Update'], projects: [project.id] });
    const added = await upload(editor, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'b.pdf', data: sampleFiles.pdf() },
    ]);
    expect(added.statusCode).toBe(201);
    expect(added.json()[0].createdBy).toBe(editor.userName);
  });

  it('answers a clear 400 naming the field for a missing file, project or type, and for a JSON body', async () => {
    const project = await t.make.project();
    const noFile = await upload(t.admin, { projectId: project.id, transactionType: 'Project' }, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: 'Choose a file to upload' });
    const bad = await upload(t.admin, { projectId: 'abc', transactionType: 'Boat' }, [
      { name: 'a.pdf', data: sampleFiles.pdf() },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['projectId', 'transactionType']);
    const empty = await upload(t.admin, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'a.pdf', data: '' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ file: 'a.pdf is empty.' });
    const json = await t.call({
      method: 'POST',
      url: '/api/file/uploadFiles',
      payload: { projectId: project.id },
      as: t.admin,
    });
    expect(json.statusCode).toBe(400);
    const noQuery = await t.call({ method: 'GET', url: '/api/file/downloadFiles?projectId=1', as: t.admin });
    expect(noQuery.statusCode).toBe(400);
    expect(Object.keys(noQuery.json().errors).sort()).toEqual(['blobName', 'transactionType']);
    expect(await listOf(project.id)).toEqual([]);
  });

  it('counts files on the project hub, keeps a project with files from deletion, and deletes a file with its bytes', async () => {
    const project = await t.make.project();
    const [a, b] = await uploadAsAdmin(t, project.id, [
      { name: 'a.pdf', data: sampleFiles.pdf() },
      { name: 'b.csv', data: sampleFiles.csv() },
    ]);
    const counts = await t.call({
      method: 'POST',
      url: '/api/project/dataCounts',
      payload: { projectId: project.id },
      as: t.admin,
    });
    expect(counts.json().files).toBe(2);
    // The hub's count is of the files its Files tab lists: the project's own, not its records'.
    const po = await upload(t.admin, { projectId: project.id, transactionType: 'PurchaseOrder', folderName: '77' }, [
      { name: 'po.pdf', data: sampleFiles.pdf() },
    ]);
    expect(po.statusCode).toBe(201);
    const after = await t.call({
      method: 'POST',
      url: '/api/project/dataCounts',
      payload: { projectId: project.id },
      as: t.admin,
    });
    expect(after.json().files).toBe(2);
    const del = await t.call({ method: 'DELETE', url: `/api/project/${project.id}`, as: t.admin });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('3 files');
    const poFile = (await listOf(project.id)).find((f) => f.fileName === 'po.pdf')!;
    expect((await t.call({ method: 'DELETE', url: `/api/file/${poFile.id}`, as: t.admin })).statusCode).toBe(204);

    expect((await t.call({ method: 'DELETE', url: `/api/file/${a!.id}`, as: t.admin })).statusCode).toBe(204);
    expect((await t.call({ method: 'GET', url: downloadUrl(a!), as: t.admin })).statusCode).toBe(404);
    expect((await listOf(project.id)).map((f) => f.id)).toEqual([b!.id]);

    const history = (await t.call({ method: 'GET', url: `/api/history/project/${project.id}`, as: t.admin })).json();
    const changes = history.flatMap(
      (h: { changes: { field: string; before: unknown; after: unknown }[] }) => h.changes,
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'Project file', before: null, after: 'a.pdf' },
        { field: 'Project file', before: 'a.pdf', after: null },
      ]),
    );
  });

  it("keeps a file and its uploader's name when the uploader's user is deleted", async () => {
    const project = await t.make.project();
    const uploader = await t.make.user({ claims: ['Project:View', 'Project:Update'], projects: [project.id] });
    const res = await upload(uploader, { projectId: project.id, transactionType: 'Project' }, [
      { name: 'a.pdf', data: sampleFiles.pdf() },
    ]);
    expect(res.statusCode).toBe(201);
    expect((await t.call({ method: 'DELETE', url: `/api/user/${uploader.id}`, as: t.admin })).statusCode).toBe(204);
    const [kept] = await listOf(project.id);
    expect([kept!.createdById, kept!.createdBy]).toEqual([null, uploader.userName]);
  });
});

describe('the upload size limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ files: { sizeLimit: 4096 } });
  });
  afterAll(() => t.close());

  it('answers 413 for a file over the limit and stores nothing', async () => {
    const project = await t.make.project();
    const big = Buffer.concat([sampleFiles.pdf(), Buffer.alloc(5000, 0x20)]);
    const res = await t.call({
      method: 'POST',
      url: '/api/file/uploadFiles',
      ...multipart({ projectId: project.id, transactionType: 'Project' }, [{ name: 'big.pdf', data: big }]),
      as: t.admin,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than the limit of 4 KB.');
    const list = await t.call({ method: 'GET', url: `/api/file/list?projectId=${project.id}`, as: t.admin });
    expect(list.json()).toEqual([]);
  });
});
