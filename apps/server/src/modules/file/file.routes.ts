import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { FileService } from './file.service';

export function fileRoutes(r: Router, files: FileService) {
  const e = api.file;
  r.bind(e.upload, ({ actor, body }) => files.upload(actor, body));
  r.bind(e.download, ({ actor, query }) => files.download(actor, query));
  r.bind(e.list, ({ actor, query }) => files.list(actor, query));
  r.bind(e.remove, ({ actor, params }) => files.remove(actor, params.id));
}
