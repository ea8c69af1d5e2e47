// The Hono environment shared by every sub-app: dependencies and the request's identity.
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Storage } from '../platform/storage/index.ts';
import type { Locker } from '@tus/utils';
import type { Grants } from '../../../src/shared/permissions.ts';

export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** Where files are kept (local folder or S3-compatible). */
  storage: Storage;
  /** Hands a created task (tasks table) to the job queue. */
  tasks: { enqueue(taskId: string): Promise<void> };
  /** Queues the thumbnail of a stored image. */
  thumbnails: { enqueue(fileId: number): Promise<void> };
  /** Who holds an upload while a request writes it (in memory with one process; PostgreSQL advisory locks with many). */
  uploadLocker: Locker;
}

export interface AuthedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: string;
  tokenId: number;
}

export interface SchoolContext {
  schoolId: number;
  /** null for a school administrator (spec §6). */
  schoolRoleId: number | null;
  position: string;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: AuthedUser;
    /** Set by requireSchool on /s routes and other school-scoped calls. */
    school: SchoolContext;
    grants: Grants;
  };
}
