// The system's mail settings (spec §2 /system/email and /system/email/account, §7 admin email_accounts and
// email_actions, selections email_keys and email_accounts), for holders of the system_email_account permissions:
//   GET/POST /email_accounts, GET/PATCH/DELETE /email_accounts/{id}, POST /email_accounts/test (answers what the SMTP
//   server said, waiting for it), GET /email_actions, GET/PATCH /email_actions/{key}.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { body, idString, params } from '../http/validate.ts';
import { notFound } from '../http/errors.ts';
import { emailAccountSchema, emailActionSchema, emailTestSchema } from '../../../src/shared/schemas/email.ts';
import { EMAIL_ACTIONS, EMAIL_ACTION_KEYS, isEmailActionKey, type EmailActionKey } from '../../../src/shared/email-actions.ts';
import { createAccount, deleteAccount, findAccount, listAccounts, sendTestMail, updateAccount } from './accounts.ts';
import { findAction, listActions, saveAction } from './actions.ts';

const idParam = v.object({ id: idString });
const keyOf = (raw: string): EmailActionKey => {
  if (!isEmailActionKey(raw)) throw notFound();
  return raw;
};

const may = (action: 'view' | 'create' | 'update' | 'delete') => requirePermission(`system_email_account.${action}`);
const mayTest = requirePermission(['system_email_account.create', 'system_email_account.update'], 'any');

export const emailAdmin = new Hono<AppEnv>()
  .get('/email_accounts', requireAuth, may('view'), async (c) => c.json({ data: await listAccounts(c.get('deps').db) }))
  .post('/email_accounts', requireAuth, may('create'), async (c) => {
    const input = await body(c, emailAccountSchema);
    const { db, config } = c.get('deps');
    const id = await createAccount(db, config.secretsKey, input);
    return c.json({ data: await findAccount(db, id) }, 201);
  })
  .post('/email_accounts/test', requireAuth, mayTest, async (c) => {
    const input = await body(c, emailTestSchema);
    const { db, config } = c.get('deps');
    return c.json({ data: await sendTestMail(db, config.secretsKey, input) });
  })
  .get('/email_accounts/:id{[0-9]+}', requireAuth, may('view'), async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findAccount(c.get('deps').db, id) });
  })
  .patch('/email_accounts/:id{[0-9]+}', requireAuth, may('update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, emailAccountSchema);
    const { db, config } = c.get('deps');
    await updateAccount(db, config.secretsKey, id, input);
    return c.json({ data: await findAccount(db, id) });
  })
  .delete('/email_accounts/:id{[0-9]+}', requireAuth, may('delete'), async (c) => {
    const { id } = params(c, idParam);
    await deleteAccount(c.get('deps').db, id);
    return c.json({ data: { id } });
  })
  .get('/email_actions', requireAuth, may('view'), async (c) => c.json({ data: await listActions(c.get('deps').db) }))
  .get('/email_actions/:key', requireAuth, may('view'), async (c) => c.json({ data: await findAction(c.get('deps').db, keyOf(c.req.param('key'))) }))
  .patch('/email_actions/:key', requireAuth, may('update'), async (c) => {
    const key = keyOf(c.req.param('key'));
    const input = await body(c, emailActionSchema(key));
    const { db } = c.get('deps');
    await saveAction(db, key, input);
    return c.json({ data: await findAction(db, key) });
  })
  .get('/selections/email_keys', requireAuth, may('view'), (c) => c.json({ data: EMAIL_ACTION_KEYS.map((key) => ({ key, name: EMAIL_ACTIONS[key].name })) }))
  .get('/selections/email_accounts', requireAuth, may('view'), async (c) => {
    const accounts = await listAccounts(c.get('deps').db);
    return c.json({ data: accounts.map((a) => ({ id: a.id, name: a.name, fromAddress: a.fromAddress, isActive: a.isActive, isDefault: a.isDefault })) });
  });
