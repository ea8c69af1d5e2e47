// The rubric as a class reads it: one row per criterion, one column per level (its name and points), each cell what
// that level means for that criterion; the most a product can earn beneath.
import { rubricMaxPoints, type StemRubric } from '@/shared/stem.ts';

export function RubricTable({ rubric }: { rubric: StemRubric }) {
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Tiêu chí đánh giá</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                Tiêu chí
              </th>
              {rubric.levels.map((l, i) => (
                <th key={i} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                  {l.label} ({l.points} điểm)
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rubric.criteria.map((c, i) => (
              <tr key={i} className="align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  {c.name}
                </th>
                {c.descriptions.map((d, j) => (
                  <td key={j} className="px-3 py-2 text-slate-700">
                    {d || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">Điểm tối đa: {rubricMaxPoints(rubric)}</p>
    </div>
  );
}
