// POST /api/experiment_packages: a simulation package (a .zip with index.html, or one .html page), checked and unpacked
// by the server; an experiment is then made from it (its id in the library item's body).
import { requestData } from '@/lib/http.ts';
import type { ExperimentPackage } from '@/shared/experiments.ts';

export function uploadPackage(file: File, school: number | true): Promise<ExperimentPackage> {
  const body = new FormData();
  body.set('file', file);
  return requestData<ExperimentPackage>('experiment_packages', { method: 'POST', body, school });
}
