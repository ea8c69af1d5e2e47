// A small drawing of four tiles: what a mini game looks like whatever its kind, beside its name wherever one is
// listed or placed. Hidden from screen readers (what shows it says "Trò chơi" in words).
export function GameIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" aria-hidden="true">
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z" />
    </svg>
  );
}
