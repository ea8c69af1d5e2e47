// The one way a screen or a panel says it could not do something: a red alert with the message, and a retry button
// when there is something to retry (or another way on, such as a link).
import type { ReactNode } from 'react';
import { TEXT } from '@/shared/ui-text.ts';
import { Button } from './button.tsx';

export interface ErrorAlertProps {
  children: ReactNode;
  onRetry?: () => void;
  /** Another way on than retrying (a link), shown where the retry button would be. */
  action?: ReactNode;
  /** 'sm' inside a panel or a form; 'md' for a page's content. */
  size?: 'sm' | 'md';
  className?: string;
}

export function ErrorAlert({ children, onRetry, action, size = 'md', className = '' }: ErrorAlertProps) {
  const box = size === 'md' ? 'rounded-xl p-4' : 'rounded-lg p-3 text-sm';
  return (
    <div role="alert" className={`flex flex-wrap items-center justify-between gap-3 bg-red-50 text-red-800 ${box} ${className}`}>
      <p>{children}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {TEXT.retry}
        </Button>
      )}
      {action}
    </div>
  );
}
