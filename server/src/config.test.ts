import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('HTTPS-only and feedback form settings', () => {
  it('HTTPS-only follows APP_URL unless HTTPS_ONLY says otherwise', () => {
    expect(loadConfig({}).httpsOnly).toBe(false);
    expect(loadConfig({ APP_URL: 'https://lophocso.edu.vn' }).httpsOnly).toBe(true);
    expect(loadConfig({ APP_URL: 'https://lophocso.edu.vn', HTTPS_ONLY: 'false' }).httpsOnly).toBe(false);
    expect(loadConfig({ APP_URL: 'http://10.0.0.5:3000', HTTPS_ONLY: 'true' }).httpsOnly).toBe(true);
  });

  it('the feedback form origin comes from FEEDBACK_FORM_ORIGIN or the app-side form URL, and is never a path', () => {
    expect(loadConfig({}).feedbackFormOrigin).toBeUndefined();
    expect(loadConfig({ VITE_FEEDBACK_FORM_URL: 'https://docs.google.com/forms/d/e/x/viewform' }).feedbackFormOrigin).toBe('https://docs.google.com');
    expect(loadConfig({ FEEDBACK_FORM_ORIGIN: 'https://forms.truong.edu.vn/', VITE_FEEDBACK_FORM_URL: 'https://other.example' }).feedbackFormOrigin).toBe(
      'https://forms.truong.edu.vn',
    );
    // Something that is not an http(s) URL never reaches the policy.
    expect(loadConfig({ FEEDBACK_FORM_ORIGIN: "'unsafe-inline'" }).feedbackFormOrigin).toBeUndefined();
    expect(loadConfig({ FEEDBACK_FORM_ORIGIN: 'javascript:alert(1)' }).feedbackFormOrigin).toBeUndefined();
  });
});
