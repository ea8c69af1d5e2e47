// The product mark and name, shared by every header.
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <img src="/icons/favicon.svg" alt="" className="size-8" />
      <span className="hidden text-lg font-semibold text-brand-700 sm:inline">Lớp học số</span>
    </span>
  );
}
