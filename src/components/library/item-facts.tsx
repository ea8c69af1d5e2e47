// The facts line under a library item's title (filing, counts, settings): label and value pairs, those without a
// value left out.
export function ItemFacts({ facts }: { facts: [label: string, value: string | null | undefined][] }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt>{label}:</dt>
            <dd className="font-medium text-slate-800">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
