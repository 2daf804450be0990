import type { SeedContext } from '../../platform/module';
import { palletPng, textPdf } from './file.demoDocuments';
import type { FileService } from './file.service';

/** How many of the first demo projects get documents: the first all four, the others the two PDFs. */
const PROJECTS_WITH_DOCUMENTS = 3;

/** A project's demo documents: a bill of lading, a delivery receipt, a dock photo and a packing list. */
function documents(projectNumber: string, i: number) {
  const bol = `BOL-${10230 + i}`;
  return [
    {
      filename: `Bill of lading ${bol}.pdf`,
      data: textPdf(`Bill of lading ${bol}`, [
        `Project ${projectNumber}`,
        'Shipper: Acme Casegoods Mfg., 1200 Industrial Street, Chicago IL 60601',
        'Carrier: Roadrunner Freight, PRO 4471-0932',
        'Pieces: 14    Weight: 3,860 lb    Class: 85',
        '12 x guest room casegoods, crated; 2 x headboard cartons',
        'Received in good order, subject to the classifications and tariffs in effect.',
      ]),
    },
    {
      filename: 'Delivery receipt.pdf',
      data: textPdf('Delivery receipt', [
        `Project ${projectNumber}`,
        'Delivered to dock 3, signed by W. Chen',
        '13 pieces good, 1 piece carton damage noted (photo attached)',
      ]),
    },
    { filename: 'Dock photo.png', data: palletPng() },
    {
      filename: 'Packing list.csv',
      data: Buffer.from('Line,Item,Qty,Weight lb\n1,King headboard,12,960\n2,Nightstand,24,1440\n3,Desk,12,1460\n'),
    },
  ];
}

/**
 * Demo documents uploaded through the file service by the staff user, so the Files tabs and the
 * document viewer show something on first start: on the first projects, and the dock's photo of
 * the line that arrived short, in its line's folder (its alert shows it to staff and client).
 */
export async function seedFiles({ files }: { files: FileService }, { tx, made }: SeedContext) {
  const staff = made.user?.staff;
  const projects = made.project?.projects;
  if (!staff || !projects) throw new Error('The files’ demo data needs the users’ and the projects’.');
  for (const [i, project] of projects.slice(0, PROJECTS_WITH_DOCUMENTS).entries()) {
    await files.upload(
      staff,
      {
        projectId: project.id,
        transactionType: 'Project',
        folderName: '',
        files: documents(project.number, i).slice(0, i === 0 ? 4 : 2),
      },
      tx,
    );
  }
  const short = made.receivingAlert?.shortLine;
  if (short) {
    await files.upload(
      staff,
      {
        projectId: short.projectId,
        transactionType: 'ReceivingAlert',
        folderName: `${short.receivingAlertId}-${short.lineId}`,
        files: [{ filename: 'Dock count.png', data: palletPng() }],
      },
      tx,
    );
  }
}
