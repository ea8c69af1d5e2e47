// The mark of an item whose words the pronunciation scorer has no dictionary entry for: their pronunciation is made
// by letter-to-sound rules, so scoring them is rougher (a misspelling shows up here too).
export function GeneratedBadge({ words }: { words: string[] }) {
  return (
    <p className="mt-1 text-xs text-amber-800">
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium">Phát âm tự sinh</span> <span>{words.join(', ')}</span>
    </p>
  );
}
