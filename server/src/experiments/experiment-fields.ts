// An experiment's own fields in the library framework: the package it is made of (the author's own, fixed once made)
// and its instructions; items sent with their package's address, file count and size.
import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import * as t from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import type { ContentFields, FieldContext } from '../library/library-routes.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { EXPERIMENT_RUN_PREFIX, type Experiment } from '../../../src/shared/experiments.ts';
import { experimentFields } from '../../../src/shared/schemas/experiments.ts';
import { SERVER_MSG } from '../messages.ts';

type ExperimentInput = v.InferOutput<v.ObjectSchema<typeof experimentFields, undefined>>;

export const runUrl = (token: string) => `${EXPERIMENT_RUN_PREFIX}${token}/index.html`;

async function values(input: ExperimentInput, { db, scope, current }: FieldContext) {
  if (current) {
    // An item keeps the package it was made of (copies name it too); another package is another item.
    const [row] = await db.select({ packageId: t.experiments.packageId }).from(t.experiments).where(eq(t.experiments.id, current.id));
    if (input.packageId !== undefined && input.packageId !== row!.packageId) throw invalid({ packageId: [SERVER_MSG.experimentPackageFixed] });
    return { instructions: input.instructions ?? null };
  }
  if (input.packageId === undefined) throw invalid({ packageId: [MSG.experimentPackageRequired] });
  const [pkg] = await db
    .select({ id: t.experimentPackages.id })
    .from(t.experimentPackages)
    .where(and(eq(t.experimentPackages.id, input.packageId), eq(t.experimentPackages.ownerId, scope.userId)));
  if (!pkg) throw invalid({ packageId: [MSG.experimentPackageRequired] });
  return { packageId: pkg.id, instructions: input.instructions ?? null };
}

export const fields: ContentFields<typeof experimentFields> = {
  entries: experimentFields,
  values,
  async decorate(c, items) {
    if (!items.length) return items;
    const rows = await c
      .get('deps')
      .db.select({ id: t.experiments.id, instructions: t.experiments.instructions, pkg: t.experimentPackages })
      .from(t.experiments)
      .innerJoin(t.experimentPackages, eq(t.experimentPackages.id, t.experiments.packageId))
      .where(
        inArray(
          t.experiments.id,
          items.map((i) => i.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return items.map((item): Experiment => {
      const row = byId.get(item.id)!;
      return { ...item, instructions: row.instructions, runUrl: runUrl(row.pkg.token), fileCount: row.pkg.fileCount, size: row.pkg.size };
    });
  },
};
