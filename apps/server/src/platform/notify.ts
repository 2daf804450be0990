import type { Executor } from '../db/executor';
import type { AuditActor } from './kit';

/** Something a user is told (the bell, and by mail when they chose it), by the module whose work it is about. */
export interface Notice {
  userId: number;
  title: string;
  text: string;
  /** The screen it leads to; a reader who may not open it is sent, when reading it, to one they may. */
  link: string;
  scheduledFor: Date;
  /** What scheduled it (a PO's follow-up), so that it can be withdrawn. */
  source?: string;
  /** The project it is about. */
  projectId?: number | null;
}

/**
 * How a module tells users something: the notifications module's `schedule`, given to the module
 * by the app, so that no module imports the notifications module to notify (it reads projects
 * and users to choose each reader's link, so it sits above them).
 */
export interface Notify {
  schedule(actor: AuditActor, notices: Notice | Notice[], tx?: Executor): Promise<void>;
  /** Withdraws what a source scheduled and nobody has dismissed yet (a follow-up date moved). */
  unschedule(actor: AuditActor, source: string, tx?: Executor): Promise<void>;
}
