// Virtual experiments (spec §2, §7): an HTML5 simulation package shown in a sandboxed frame, as the library lists it.
import type { LibraryItem } from './library.ts';

/** Where a package's files are served (server/src/experiments); the server's security headers exempt this path. */
export const EXPERIMENT_RUN_PREFIX = '/api/experiment_run/';
/** Where a package is uploaded (multipart, field `file`) before an experiment is made from it. */
export const EXPERIMENT_PACKAGE_ENDPOINT = '/api/experiment_packages';

/** The largest package uploaded (a zip of a simulation, or one page). */
export const MAX_PACKAGE_BYTES = 50 * 1024 * 1024;

export interface ExperimentPackage {
  id: number;
  filename: string;
  fileCount: number;
  size: number;
}

export interface Experiment extends LibraryItem {
  instructions: string | null;
  /** The package's index.html, to open in a sandboxed frame. */
  runUrl: string;
  fileCount: number;
  size: number;
}
