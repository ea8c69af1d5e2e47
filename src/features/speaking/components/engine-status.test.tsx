// What the student reads about the on-device scorer: download progress, ready offline, or why it cannot run.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EngineStatus } from './engine-status.tsx';
import { SPEAKING_MSG } from '../speaking-messages.ts';

afterEach(cleanup);

describe('EngineStatus', () => {
  it('shows the download in megabytes and percent', () => {
    render(<EngineStatus state={{ status: 'downloading', loaded: 2_621_440, total: 5_242_880 }} />);
    expect(screen.getByText(/2,5 \/ 5,0 MB \(50%\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ tải bộ chấm phát âm' })).toHaveAttribute('value', '50');
  });

  it('says it works offline once ready', () => {
    render(<EngineStatus state={{ status: 'ready' }} />);
    expect(screen.getByText(SPEAKING_MSG.modelReady)).toBeInTheDocument();
  });

  it.each([
    ['missing', SPEAKING_MSG.modelOfflineMissing],
    ['storage', SPEAKING_MSG.modelStorageFull],
    ['failed', SPEAKING_MSG.modelFailed],
    ['unsupported', SPEAKING_MSG.engineUnsupported],
  ] as const)('unavailable (%s) explains why', (reason, text) => {
    render(<EngineStatus state={{ status: 'unavailable', reason }} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
