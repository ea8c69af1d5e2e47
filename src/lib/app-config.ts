// Deployment settings read from Vite env variables at build time (README lists them). Missing ones hide the feature
// they configure rather than showing something fake.
const env = import.meta.env as Record<string, string | undefined>;
const clean = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

export const APP_CONFIG = {
  /** VITE_SHOP_URL: the shop link in the logged-out header; hidden when unset. */
  shopUrl: clean(env.VITE_SHOP_URL),
  /** VITE_FEEDBACK_FORM_URL: the external feedback form shown in the help modal; support contacts otherwise. */
  feedbackFormUrl: clean(env.VITE_FEEDBACK_FORM_URL),
  /** VITE_SUPPORT_HOTLINE: the hotline to call for support or to buy more usage (default 1900 6868). */
  supportHotline: clean(env.VITE_SUPPORT_HOTLINE) ?? '1900 6868',
  /** VITE_SUPPORT_EMAIL: the support mailbox shown beside the hotline; omitted when unset. */
  supportEmail: clean(env.VITE_SUPPORT_EMAIL),
} as const;
